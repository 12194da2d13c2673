/**
 * The studio on a map: a lazily loaded OpenStreetMap frame (CSP frame-src allows that origin)
 * with the address and a plain link beside it, so the block still says where we are when the
 * map host cannot be reached.
 */
import { site } from '../site.js';
import { ArrowIcon, PinIcon } from './icons.js';

export function MapEmbed() {
  return (
    <figure className="map-embed">
      <div className="map-embed__frame">
        <iframe
          className="map-embed__iframe"
          src={site.mapEmbedUrl}
          title={`Map showing ${site.brand} at ${site.address.street}, ${site.address.locality}`}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      </div>
      <figcaption className="map-embed__caption">
        <PinIcon />
        <span className="map-embed__address">
          {site.brand}, {site.address.street}, {site.address.locality} {site.address.postalCode}
        </span>
        <a className="map-embed__link" href={site.mapUrl} rel="noopener noreferrer" target="_blank">
          Open the map in OpenStreetMap
          <ArrowIcon />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
