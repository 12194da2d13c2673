/**
 * The statistics strip (SPEC §2.3, §4): numbers count up from 0 once, over 2 s, the first
 * time the strip scrolls into view. The HTML carries the final numbers (no JavaScript,
 * crawlers, reduced motion); screen readers always get the final value.
 */
import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../i18n/format.js';
import type { Lang } from '../i18n/lang.js';
import { useLang } from '../i18n/ui-context.js';

export const COUNT_UP_MS = 2000;

/** SPEC §2.3's targets, in the order of the copy's labels ("Type of Projects", "Goal Achieve", …). */
export const statValues = [400, 800, 50, 1000] as const;

/** One statistic: its label, its target and the target as the page prints it (made at build). */
export type Stat = { label: string; value: number; text: string };

/** English prints SPEC's figures as written ("1000+"); Tamil through Intl (ta-IN: "1,000+"). */
export function statText(value: number, lang: Lang): string {
  return lang === 'en' ? String(value) : formatNumber(value, lang);
}

/** 0 → 1 over the count-up, easing out so the last numbers settle rather than stop. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

export function StatsStrip({ label, stats }: { label: string; stats: readonly Stat[] }) {
  const lang = useLang();
  const ref = useRef<HTMLUListElement>(null);
  // null: show the final numbers (server, first render, reduced motion, done).
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    let introWatch: MutationObserver | undefined;
    setProgress(0);
    const countUp = () => {
      let start: number | undefined;
      const step = (now: number) => {
        start ??= now;
        const t = Math.min(1, (now - start) / COUNT_UP_MS);
        setProgress(t >= 1 ? null : easeOut(t));
        if (t < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const root = document.documentElement;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // On a tall screen the strip is "in view" under the intro splash: count once it has gone.
        if (!root.hasAttribute('data-intro')) return countUp();
        introWatch = new MutationObserver(() => {
          if (root.hasAttribute('data-intro')) return;
          introWatch?.disconnect();
          countUp();
        });
        introWatch.observe(root, { attributes: true, attributeFilter: ['data-intro'] });
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      introWatch?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <section className="stats" aria-label={label}>
      <ul className="stats__list container" ref={ref}>
        {stats.map((stat) => (
          <li key={stat.label} className="stats__item">
            <span className="stats__value" aria-hidden="true">
              {/* The final figure as the build printed it; only the animation formats in the browser. */}
              {`${progress === null ? stat.text : statText(Math.round(stat.value * progress), lang)}+`}
            </span>
            <span className="visually-hidden">{`${stat.text}+`}</span>
            <span className="stats__label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
