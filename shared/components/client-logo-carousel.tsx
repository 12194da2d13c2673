/**
 * Client logo carousel (SPEC §2.3, §4, §9): 12 logos a page, ceil(30 / 12) = 3 pages,
 * advancing every 5000 ms and wrapping to the first page. A short last page is filled with
 * logos from the start to reach 12. Dots show and set the current page.
 * Without JavaScript every logo is visible at once. With it the stylesheet (html[data-js], set
 * in <head> by the app loader) shows only the first page's logos from the first paint, so
 * hydration removes logos that were never drawn instead of laying the section out again.
 */
import { useCallback, useRef, useState } from 'react';
import type { ClientLogo } from '../content/types.js';
import { useUi } from '../i18n/ui-context.js';
import { ResponsiveImage } from './responsive-image.js';
import { useAutoAdvance } from './use-auto-advance.js';
import { useMounted } from './use-reduced-motion.js';

export const LOGOS_PER_PAGE = 12;
export const LOGOS_INTERVAL_MS = 5000;

/** The logos of one page, filled from the start when the last page is short. */
export function logosOnPage<T>(logos: readonly T[], page: number, perPage = LOGOS_PER_PAGE): T[] {
  const count = Math.min(perPage, logos.length);
  return Array.from({ length: count }, (_, i) => logos[(page * perPage + i) % logos.length] as T);
}

export function ClientLogoCarousel({ logos }: { logos: readonly ClientLogo[] }) {
  const copy = useUi().homeComponents;
  const enhanced = useMounted();
  const regionRef = useRef<HTMLElement>(null);
  const pages = Math.ceil(logos.length / LOGOS_PER_PAGE);
  const [page, setPage] = useState(0);
  const next = useCallback(() => setPage((p) => (p + 1) % pages), [pages]);
  const auto = useAutoAdvance(regionRef, LOGOS_INTERVAL_MS, next, enhanced && pages > 1);
  const shown = enhanced ? logosOnPage(logos, page) : logos;

  return (
    <section ref={regionRef} className="logos" aria-roledescription={copy.carousel} aria-labelledby="logos-title" data-page={page}>
      <div className="container">
        <div className="section__header section__header--center">
          <p className="eyebrow">{copy.logos.eyebrow}</p>
          <h2 id="logos-title">{copy.logos.title}</h2>
        </div>
        <ul className="logos__grid" aria-live={enhanced && !auto.playing ? 'polite' : 'off'}>
          {shown.map((logo, index) => (
            <li key={`${page}-${index}-${logo.name}`} className="logos__item">
              <ResponsiveImage image={logo.image} sizes="(min-width: 1024px) 12vw, 30vw" loading="lazy" className="logos__image" />
            </li>
          ))}
        </ul>
        {enhanced ? (
          <div className="logos__controls">
            <ul className="logos__dots" aria-label={copy.logos.pagesLabel}>
              {Array.from({ length: pages }, (_, index) => (
                <li key={index}>
                  <button
                    type="button"
                    className="logos__dot"
                    aria-label={copy.logos.showPage.replace('{page}', String(index + 1)).replace('{pages}', String(pages))}
                    aria-current={index === page ? 'true' : undefined}
                    onClick={() => setPage(index)}
                  />
                </li>
              ))}
            </ul>
            <button type="button" className="carousel-controls__button" onClick={auto.togglePlaying} data-autoplay-toggle="" aria-label={auto.playing ? copy.logos.pause : copy.logos.play}>
              <span aria-hidden="true">{auto.playing ? '❚❚' : '▶'}</span>
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
