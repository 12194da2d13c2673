/**
 * The second fixed inline script, in <head>: it starts the app's JavaScript only once the
 * page has painted. The first paint of a page (its heading, its largest image) needs none of
 * the app's code, and on a slow mobile link every byte of script fetched before it delays it;
 * so the document lists no module script and no modulepreload. Once the browser reports the
 * first contentful paint, this adds a modulepreload for each chunk the page needs and then the entry
 * module (both read from the boot data the server embedded), once the full stylesheet has
 * loaded, as a parser-inserted module script would have waited for it. A browser without
 * paint timing starts after the next frame; a tab opened in the background paints nothing,
 * so it starts at once there. Without JavaScript nothing runs and the
 * page stays the server's HTML.
 * The server sends the SHA-256 of this exact text in its Content-Security-Policy.
 */
import { BOOT_ELEMENT_ID } from './boot.js';

/** How long the app waits for the full stylesheet at most (a failed stylesheet fires no second event). */
const STYLESHEET_WAIT_MS = 3000;

export const appLoaderScript = `(function(){var started=false;function start(){if(started)return;started=true;var boot=document.getElementById('${BOOT_ELEMENT_ID}');if(!boot)return;var assets=JSON.parse(boot.textContent).assets,head=document.head;assets.modulepreload.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.href=href;head.appendChild(l)});var s=document.createElement('script');s.type='module';s.src=assets.entry;head.appendChild(s)}function afterStyles(){var pending=[].filter.call(document.querySelectorAll('link[rel=stylesheet]'),function(l){return!l.sheet});var left=pending.length;if(!left)return start();pending.forEach(function(l){function done(){if(--left===0)start()}l.addEventListener('load',done);l.addEventListener('error',done)});setTimeout(start,${STYLESHEET_WAIT_MS})}function afterPaint(){var P=window.PerformanceObserver;if(document.hidden)return afterStyles();if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(afterStyles,0)});var o=new P(function(list){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();afterStyles()}});o.observe({type:'paint',buffered:true})}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);else afterPaint()})();`;
