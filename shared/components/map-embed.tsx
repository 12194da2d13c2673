/**
 * The studio on a map: a lazily loaded OpenStreetMap frame (CSP frame-src allows that origin)
 * with the address and a plain link beside it, so the block still says where we are when the
 * map host cannot be reached.
 */
import type { MapCopy } from '../i18n/copy/pages/contact.js';
import { useUi } from '../i18n/ui-context.js';
import { site } from '../site.js';
import { ArrowIcon, PinIcon } from './icons.js';

export function MapEmbed({ copy }: { copy: MapCopy }) {
  const { shell } = useUi();
  return (
    <figure className="map-embed">
      <div className="map-embed__frame">
        <iframe
          className="map-embed__iframe"
          src={site.mapEmbedUrl}
          title={copy.frameTitle}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
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
