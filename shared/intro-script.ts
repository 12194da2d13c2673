/**
 * The one inline script of the site, in <head> before the first paint. It decides whether
 * the intro splash plays: once per tab session (sessionStorage), never under
 * prefers-reduced-motion, never without JavaScript (it simply does not run). Timing per
 * SPEC §9: 4000 ms visible, then a 1 s fade, finished 1 s later (6000 ms).
 * The server sends the SHA-256 of this exact text in its Content-Security-Policy.
 */
export const INTRO_STORAGE_KEY = 'kolam:intro-seen';

// The video starts with the splash: as soon as the parser has passed the <video> (and its
// <source>s: its next sibling exists), a MutationObserver plays it. Waiting for
// DOMContentLoaded, as before, meant waiting for the app's module scripts, ~2.4 s into the
// 4 s splash on a cold load; DOMContentLoaded stays as the fallback.
export const introScript = `(function(){try{var d=document.documentElement;if(sessionStorage.getItem('${INTRO_STORAGE_KEY}')||matchMedia('(prefers-reduced-motion: reduce)').matches)return;sessionStorage.setItem('${INTRO_STORAGE_KEY}','1');d.setAttribute('data-intro','play');var started=false;function play(){var v=document.getElementById('intro-video');if(started||!v||!v.nextSibling)return;started=true;o.disconnect();v.muted=true;v.preload='auto';var p=v.play();if(p&&p.catch)p.catch(function(){})}var o=new MutationObserver(play);o.observe(d,{childList:true,subtree:true});document.addEventListener('DOMContentLoaded',function(){o.disconnect();play()});setTimeout(function(){d.setAttribute('data-intro','fade')},4000);setTimeout(function(){d.removeAttribute('data-intro');var v=document.getElementById('intro-video');if(v)v.pause()},6000)}catch(e){}})();`;
