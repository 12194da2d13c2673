/**
 * The source of `onFirstPaint(done)`, shared by two of the inline head scripts (the intro
 * decision and the app loader): `done` runs once the browser reports the first contentful
 * paint; after the next frame where paint timing is missing; at once in a background tab,
 * which paints nothing. Each script includes this text, so each keeps one fixed hash.
 */
export const onFirstPaintSource = `function onFirstPaint(done){var P=window.PerformanceObserver;if(document.hidden)return done();if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(done,0)});var o=new P(function(list){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();done()}});o.observe({type:'paint',buffered:true})}`;
