/**
 * Head script: decides whether the intro splash plays. Once per tab session (sessionStorage),
 * never under prefers-reduced-motion, never without JavaScript (it simply does not run).
 * Timing per SPEC §9: 4000 ms visible, then a 1 s fade, finished 1 s later (6000 ms).
 *
 * The splash shows at once (its dark ground and letters are markup and the stylesheet); its
 * video, poster included, is asked for after the first paint (and not before
 * DOMContentLoaded, when the video element surely exists), so on a slow phone link its 60 KB
 * do not compete with the page's own first paint.
 */
import { INTRO_STORAGE_KEY } from './constants.js';
import { onFirstPaint } from './first-paint.js';

try {
  const root = document.documentElement;
  if (!sessionStorage.getItem(INTRO_STORAGE_KEY) && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
    sessionStorage.setItem(INTRO_STORAGE_KEY, '1');
    root.setAttribute('data-intro', 'play');
    let started = false;
    const video = () => document.getElementById('intro-video') as HTMLVideoElement | null;
    const play = () => {
      const v = video();
      if (started || !v || !root.hasAttribute('data-intro')) return;
      started = true;
      v.poster = v.getAttribute('data-poster') ?? '';
      v.muted = true;
      v.preload = 'auto';
      v.play()?.catch(() => {});
    };
    onFirstPaint(() => {
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', play);
      else play();
    });
    setTimeout(() => root.setAttribute('data-intro', 'fade'), 4000);
    setTimeout(() => {
      root.removeAttribute('data-intro');
      video()?.pause();
    }, 6000);
  }
} catch {
  // No sessionStorage (a sandboxed frame, storage blocked): no splash.
}
