/**
 * One of the inline scripts of the site (the others start the app and, on Tamil pages, ask for
 * the Latin faces), in <head> before the first paint. It decides whether
 * the intro splash plays: once per tab session (sessionStorage), never under
 * prefers-reduced-motion, never without JavaScript (it simply does not run). Timing per
 * SPEC §9: 4000 ms visible, then a 1 s fade, finished 1 s later (6000 ms).
 * The server sends the SHA-256 of this exact text in its Content-Security-Policy.
 */
import { onFirstPaintSource } from './first-paint-script.js';

export const INTRO_STORAGE_KEY = 'kolam:intro-seen';

// The splash shows at once (its dark ground and letters are markup and critical CSS); its
// video, poster included, is asked for after the first paint (onFirstPaint, and not before
// DOMContentLoaded, when the video element surely exists), so on a slow phone link its 60 KB
// do not compete with the page's own first paint.
export const introScript = `(function(){try{var d=document.documentElement;if(sessionStorage.getItem('${INTRO_STORAGE_KEY}')||matchMedia('(prefers-reduced-motion: reduce)').matches)return;sessionStorage.setItem('${INTRO_STORAGE_KEY}','1');d.setAttribute('data-intro','play');var started=false;function play(){var v=document.getElementById('intro-video');if(started||!v||!d.hasAttribute('data-intro'))return;started=true;v.poster=v.getAttribute('data-poster');v.muted=true;v.preload='auto';var p=v.play();if(p&&p.catch)p.catch(function(){})}${onFirstPaintSource}onFirstPaint(function(){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',play);else play()});setTimeout(function(){d.setAttribute('data-intro','fade')},4000);setTimeout(function(){d.removeAttribute('data-intro');var v=document.getElementById('intro-video');if(v)v.pause()},6000)}catch(e){}})();`;
