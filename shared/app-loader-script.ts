/**
 * The second fixed inline script, in <head>: it starts the app's JavaScript only once the
 * page has painted. The first paint of a page (its heading, its largest image) needs none of
 * the app's code, and on a slow mobile link every byte of script fetched before it delays it;
 * so the document lists no module script and no modulepreload. Once the browser reports the
 * first contentful paint, this adds the entry module and then a modulepreload for each chunk
 * the page needs (both read from the boot data the server embedded), as soon as the whole
 * stylesheet has loaded or failed, as a parser-inserted module script would have waited for
 * it: it listens from <head> for the load and error events of every stylesheet, so one that
 * finished before the paint is not waited for again, and a failed one does not hold the app.
 * Then it waits for the first screen's largest images (those marked fetchpriority="high", the
 * page's largest paint) to be decoded, ready to paint, or to fail: on a slow
 * link the app's scripts would otherwise share it with the image that the visitor is waiting to
 * see, and the page's largest paint would come later than it does without JavaScript. It waits
 * at most IMAGE_WAIT_MS for them, so an image that hangs does not hold the app.
 * The preloads go in four per task: starting a request costs the main thread about half a
 * millisecond, and a page has up to twenty chunks, so all at once was one task long enough
 * to count as blocking on a slow phone (Lighthouse's Total Blocking Time). The entry goes
 * first: it is fetched first and its imports are all asked for before it has arrived.
 * A browser without paint timing starts after the next frame; a tab opened in the background
 * paints nothing, so it starts at once there. Without JavaScript nothing runs and the page
 * stays the server's HTML.
 * It also marks <html data-js> before anything is drawn: the stylesheet gives the carousels
 * their JavaScript layout from the first paint, so hydration does not lay them out again. If
 * the entry fails to load, the mark goes and the page falls back to its no-JavaScript layout.
 * The server sends the SHA-256 of this exact text in its Content-Security-Policy.
 */
import { BOOT_ELEMENT_ID } from './boot.js';
import { onFirstPaintSource } from './first-paint-script.js';

/** The longest the app waits for the first screen's high-priority images, once the page has painted and its stylesheet settled. */
export const IMAGE_WAIT_MS = 3000;

export const appLoaderScript = `(function(){var root=document.documentElement;root.setAttribute('data-js','');var started=false,waiting=false,settled=[];function start(){if(started)return;started=true;var boot=document.getElementById('${BOOT_ELEMENT_ID}');if(!boot)return;var assets=JSON.parse(boot.textContent).assets,head=document.head,list=assets.modulepreload.slice();var s=document.createElement('script');s.type='module';s.src=assets.entry;s.onerror=function(){root.removeAttribute('data-js')};head.appendChild(s);(function batch(){list.splice(0,4).forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.href=href;head.appendChild(l)});if(list.length)setTimeout(batch,0)})()}function onSettled(e){var t=e.target;if(t&&t.rel==='stylesheet'){settled.push(t);check()}}document.addEventListener('load',onSettled,true);document.addEventListener('error',onSettled,true);function check(){if(!waiting)return;var links=document.querySelectorAll('link[rel=stylesheet]');for(var i=0;i<links.length;i++)if(!links[i].sheet&&settled.indexOf(links[i])<0)return;waiting=false;document.removeEventListener('load',onSettled,true);document.removeEventListener('error',onSettled,true);afterImages()}function afterStyles(){waiting=true;check()}function afterImages(){var imgs=document.querySelectorAll('img[fetchpriority=high]'),left=imgs.length+1,done=false;function one(){if(done||--left>0)return;done=true;start()}if(document.hidden)left=1;else for(var i=0;i<imgs.length;i++){var im=imgs[i];if(im.decode)im.decode().then(one,one);else if(im.complete)one();else{im.addEventListener('load',one);im.addEventListener('error',one)}}setTimeout(function(){left=1;one()},${IMAGE_WAIT_MS});one()}${onFirstPaintSource}function afterPaint(){onFirstPaint(afterStyles)}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);else afterPaint()})();`;
