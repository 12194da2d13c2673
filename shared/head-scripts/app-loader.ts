/**
 * Head script: starts the app's JavaScript only once the page has painted. The first paint of
 * a page (its heading, its largest image) needs none of the app's code, and on a slow mobile
 * link every byte of script fetched before it delays it; so the document lists no module script
 * and no modulepreload (decision 014). It stands after the stylesheet's <link> in <head>, so the
 * browser runs it only once the stylesheet has loaded or failed. Once the browser reports the
 * first contentful paint, this adds the entry module and then a modulepreload for each chunk
 * the page needs, both read from the boot data the server embedded.
 * Then it waits for the first screen's largest images (those marked fetchpriority="high", the
 * page's largest paint) to be decoded, ready to paint, or to fail: on a slow link the app's
 * scripts would otherwise share it with the image that the visitor is waiting to see. It waits
 * at most IMAGE_WAIT_MS for them, so an image that hangs does not hold the app.
 * The preloads go in four per task: starting a request costs the main thread about half a
 * millisecond, and a page has up to twenty chunks (decision 017). The entry goes first: it is
 * fetched first and its imports are all asked for before it has arrived.
 * A browser without paint timing starts after the next frame; a tab opened in the background
 * paints nothing, so it starts at once there. Without JavaScript nothing runs and the page
 * stays the server's HTML.
 * It also marks <html data-js> before anything is drawn: the stylesheet gives the carousels
 * their JavaScript layout from the first paint, so hydration does not lay them out again
 * (decision 015). If the entry fails to load, the mark goes and the page falls back to its
 * no-JavaScript layout.
 */
import type { Boot } from '../boot.js';
import { BOOT_ELEMENT_ID, IMAGE_WAIT_MS } from './constants.js';
import { onFirstPaint } from './first-paint.js';

const root = document.documentElement;
root.setAttribute('data-js', '');

function start(): void {
  const boot = document.getElementById(BOOT_ELEMENT_ID);
  if (!boot) return;
  const { assets } = JSON.parse(boot.textContent ?? '') as Pick<Boot, 'assets'>;
  const head = document.head;
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.src = assets.entry;
  entry.onerror = () => root.removeAttribute('data-js');
  head.appendChild(entry);
  const list = assets.modulepreload.slice();
  const batch = () => {
    for (const href of list.splice(0, 4)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      head.appendChild(link);
    }
    if (list.length) setTimeout(batch, 0);
  };
  batch();
}

function afterImages(): void {
  const images = document.querySelectorAll('img[fetchpriority=high]');
  let left = images.length + 1;
  let done = false;
  const one = () => {
    if (done || --left > 0) return;
    done = true;
    start();
  };
  if (document.hidden) left = 1;
  else for (const image of images) (image as HTMLImageElement).decode().then(one, one);
  setTimeout(() => {
    left = 1;
    one();
  }, IMAGE_WAIT_MS);
  one();
}

const afterPaint = () => onFirstPaint(afterImages);
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
else afterPaint();
