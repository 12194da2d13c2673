/**
 * The studio on a map: an OpenStreetMap frame (CSP frame-src allows that origin) with the
 * address and a plain link beside it, so the block still says where we are when the map host
 * cannot be reached.
 *
 * The frame is asked for only when it nears the screen. `loading="lazy"` alone did not do
 * that on a phone: Chromium loads lazy frames within 1,250–4,000 px of the screen (more on a
 * slower link), so the map, about four screens down /contact at 412 px, started loading with
 * the page, an embed page with its own scripts, styles and tiles on the link the first screen
 * needs. So the server puts the frame inside <noscript> (a browser without JavaScript shows it,
 * lazily, as before; one with JavaScript ignores it) and, once the app runs, the frame is
 * rendered when its box comes within one screen of the viewport. The box keeps its size and
 * pattern meanwhile, so nothing moves when the map arrives.
 */
import type { MapCopy } from '../routes/contact/copy.js';
import { useUi } from '../i18n/ui-context.js';
import { site } from '../site.js';
import { ArrowIcon, PinIcon } from './icons.js';
import { useNearScreen } from './use-near-screen.js';

export function MapEmbed({ copy }: { copy: MapCopy }) {
  const { shell } = useUi();
  const { ref, near } = useNearScreen<HTMLDivElement>('100% 0px');
  const frame = (
    <iframe
      className="map-embed__iframe"
      src={site.mapEmbedUrl}
      title={copy.frameTitle}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-popups"
    />
  );
  return (
    <figure className="map-embed">
      <div className="map-embed__frame" ref={ref}>
        {near ? frame : <noscript>{frame}</noscript>}
      </div>
      <figcaption className="map-embed__caption">
        <PinIcon />
        <span className="map-embed__address">
          <span lang="en">{site.brand}</span>, {copy.address}
        </span>
        <a className="map-embed__link" href={site.mapUrl} rel="noopener noreferrer" target="_blank">
          {copy.link}
          <ArrowIcon />
          <span className="visually-hidden"> ({shell.footer.newTab})</span>
        </a>
      </figcaption>
    </figure>
  );
}
