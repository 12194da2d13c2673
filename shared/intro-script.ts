/**
 * The one inline script of the site, in <head> before the first paint. It decides whether
 * the intro splash plays: once per tab session (sessionStorage), never under
 * prefers-reduced-motion, never without JavaScript (it simply does not run). Timing per
 * SPEC §9: 4000 ms visible, then a 1 s fade, finished 1 s later (6000 ms).
 * The server sends the SHA-256 of this exact text in its Content-Security-Policy.
 */
export const INTRO_STORAGE_KEY = 'kolam:intro-seen';

// The splash shows at once (its dark ground and letters are markup and critical CSS); its
// video, poster included, is asked for once the browser reports the first contentful paint,
// so on a slow phone link its 60 KB do not compete with the page's own first paint. A
// browser without paint timing starts it at DOMContentLoaded (the document has no module
// scripts to wait for: the app loader starts them after the paint too).
export const introScript = `(function(){try{var d=document.documentElement;if(sessionStorage.getItem('${INTRO_STORAGE_KEY}')||matchMedia('(prefers-reduced-motion: reduce)').matches)return;sessionStorage.setItem('${INTRO_STORAGE_KEY}','1');d.setAttribute('data-intro','play');var started=false;function play(){var v=document.getElementById('intro-video');if(started||!v||!d.hasAttribute('data-intro'))return;started=true;v.poster=v.getAttribute('data-poster');v.muted=true;v.preload='auto';var p=v.play();if(p&&p.catch)p.catch(function(){})}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){var o=new P(function(list){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',play);else play()}});o.observe({type:'paint',buffered:true})}else document.addEventListener('DOMContentLoaded',play);setTimeout(function(){d.setAttribute('data-intro','fade')},4000);setTimeout(function(){d.removeAttribute('data-intro');var v=document.getElementById('intro-video');if(v)v.pause()},6000)}catch(e){}})();`;
