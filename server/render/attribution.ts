/**
 * Campaign attribution without JavaScript (shared/contact/attribution.ts): the contact form
 * renders ATTRIBUTION_MARKER; the server replaces it with hidden fields carrying the campaign
 * of the page's own URL or of the same-site page in its Referer (server/plugins/pages.ts), or
 * the campaign a failed plain post carried (server/plugins/contact-api.ts). The cached page stays
 * one page for every campaign (utm_* are not in its cache key and cost no render): only a
 * request with attribution to add gets a copy with the fields spliced in.
 */
import { ATTRIBUTION_MARKER } from '../../shared/contact/attribution.js';

/** The page with the fields in place of the marker, or undefined when there is nothing to add. */
export function withAttribution(body: Buffer, fieldsHtml: string): Buffer | undefined {
  if (!fieldsHtml) return undefined;
  const at = body.indexOf(ATTRIBUTION_MARKER);
  if (at < 0) return undefined;
  return Buffer.concat([body.subarray(0, at), Buffer.from(fieldsHtml), body.subarray(at + ATTRIBUTION_MARKER.length)]);
}
