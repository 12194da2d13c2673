/**
 * Campaign attribution of an enquiry, without cookies (issue 31): which page the visitor
 * first landed on, the campaign of that page's URL (utm_*), whether it carried an ad click id
 * (gclid / fbclid: only whether, never the value) and the host of the site that sent them.
 *
 * One pure function, `attributionFrom(pageUrl, referrer, siteUrl)`, decides for both paths:
 *
 * - With JavaScript the first page of the tab's session is remembered (landing.ts) and the
 *   contact form sends what this function makes of it with the JSON post.
 * - Without JavaScript the server applies it to the contact page's own URL and its `Referer`
 *   and splices the result into the cached page as hidden fields (`attributionHiddenFields`,
 *   server/plugins/pages.ts), so a visitor who lands on a campaign URL and follows a link to
 *   the contact page is attributed. A campaign two or more pages back is out of its sight.
 *
 * The page with the campaign is the given page, or else the same-site page just before it
 * (its referrer). Everything is bounded here and validated again by the contact schema
 * (schema.ts): it is visitor-controlled text, stored and shown, never trusted as HTML.
 */
import { LANDING_STORAGE_KEY } from './landing.js';

/** What is stored with a message; every field is optional (a direct visit has only `landingPage`). */
export type Attribution = {
  /** Path of the page the visitor landed on (no query, no fragment). */
  landingPage?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  /** The landing URL carried a Google Ads click id (the id itself is never kept). */
  gclid?: true;
  /** The landing URL carried a Meta (Facebook/Instagram) click id (never kept). */
  fbclid?: true;
  /** Host of the other site the visitor came from, e.g. "www.google.com". */
  referrerHost?: string;
};

export type AttributionText = Exclude<keyof Attribution, 'gclid' | 'fbclid'>;
export type AttributionFlag = 'gclid' | 'fbclid';

/**
 * Form field names (the hidden inputs, and the keys of the JSON post), their attribution key
 * and the longest value kept. The text fields' names are the URL parameters' own.
 */
export const ATTRIBUTION_TEXT_FIELDS = {
  landing_page: { key: 'landingPage', max: 300 },
  utm_source: { key: 'utmSource', max: 100 },
  utm_medium: { key: 'utmMedium', max: 100 },
  utm_campaign: { key: 'utmCampaign', max: 100 },
  utm_term: { key: 'utmTerm', max: 100 },
  utm_content: { key: 'utmContent', max: 100 },
  referrer_host: { key: 'referrerHost', max: 253 },
} as const satisfies Record<string, { key: AttributionText; max: number }>;

/** Presence flags: "1" in a form, true in JSON. Named `has_…` so nobody mistakes them for the id. */
export const ATTRIBUTION_FLAG_FIELDS = { has_gclid: 'gclid', has_fbclid: 'fbclid' } as const satisfies Record<string, AttributionFlag>;

export type AttributionTextField = keyof typeof ATTRIBUTION_TEXT_FIELDS;

/** The URL parameters read from the landing page, in their attribution key. */
const UTM_PARAMS = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
] as const;

/**
 * Where the contact form renders its hidden attribution fields: an HTML comment inside an
 * element whose content React leaves alone (contact-form.tsx). The server replaces it in the
 * cached page only when there is attribution to add.
 */
export const ATTRIBUTION_MARKER = '<!--kolam:attribution-->';

/** Control characters, and surrogates: a pair is kept, a lone half (not storable as UTF-8) is not. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g;

/** Single-line text, at most `max` UTF-16 units, never ending in half a surrogate pair; undefined when empty. */
export function boundText(value: string | null | undefined, max: number): string | undefined {
  if (!value) return undefined;
  let text = value.replace(UNSAFE, (match) => (match.length === 2 ? match : ' ')).replace(/\s+/g, ' ').trim();
  if (text.length > max) text = text.slice(0, /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max).trimEnd();
  return text || undefined;
}

const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

function parse(url: string | null | undefined, base?: string): URL | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

function campaignOf(url: URL): Attribution {
  const found: Attribution = {};
  for (const [param, key] of UTM_PARAMS) {
    const value = boundText(url.searchParams.get(param), ATTRIBUTION_TEXT_FIELDS[param].max);
    if (value) found[key] = value;
  }
  if (url.searchParams.has('gclid')) found.gclid = true;
  if (url.searchParams.has('fbclid')) found.fbclid = true;
  return found;
}

/** True when the attribution says more than which page was opened: a campaign, a click id or another site. */
export function hasSource(attribution: Attribution | undefined): boolean {
  return attribution !== undefined && Object.keys(attribution).some((key) => key !== 'landingPage');
}

/**
 * The attribution of a visit to `pageUrl` (absolute) reached from `referrer` (a Referer header
 * or `document.referrer`; empty when none). Same-site means the host of `pageUrl` or of
 * `siteUrl` (SITE_URL: a site behind another name still knows its own links).
 * Undefined when the URL cannot be read.
 */
export function attributionFrom(pageUrl: string, referrer: string | null | undefined, siteUrl: string): Attribution | undefined {
  const page = parse(pageUrl);
  if (!page) return undefined;
  const ownHosts = new Set([page.host, parse(siteUrl)?.host]);
  const from = parse(referrer);
  const sameSite = from !== undefined && ownHosts.has(from.host);

  let landing = page;
  let campaign = campaignOf(page);
  // No campaign here, but the page before was ours and had one: that page was the landing page.
  if (!hasSource(campaign) && sameSite && from && hasSource(campaignOf(from))) {
    landing = from;
    campaign = campaignOf(from);
  }
  const attribution: Attribution = {};
  const landingPage = boundText(landing.pathname, ATTRIBUTION_TEXT_FIELDS.landing_page.max);
  if (landingPage) attribution.landingPage = landingPage;
  Object.assign(attribution, campaign);
  if (from && !sameSite && (from.protocol === 'https:' || from.protocol === 'http:' || from.protocol === 'android-app:')) {
    const host = from.hostname.toLowerCase();
    if (host.length <= ATTRIBUTION_TEXT_FIELDS.referrer_host.max && HOST.test(host)) attribution.referrerHost = host;
  }
  return attribution;
}

/** The attribution as form fields (hidden inputs, or the keys of the JSON post). */
export function attributionFields(attribution: Attribution): Record<string, string | true> {
  const fields: Record<string, string | true> = {};
  for (const [name, { key }] of Object.entries(ATTRIBUTION_TEXT_FIELDS)) {
    const value = attribution[key];
    if (value) fields[name] = value;
  }
  for (const [name, key] of Object.entries(ATTRIBUTION_FLAG_FIELDS)) if (attribution[key]) fields[name] = true;
  return fields;
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Hidden inputs for an attribution, every value escaped; empty for none. */
export function hiddenFieldsHtml(attribution: Attribution | undefined): string {
  if (!attribution) return '';
  return Object.entries(attributionFields(attribution))
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeAttribute(value === true ? '1' : value)}">`)
    .join('');
}

/**
 * For the contact page without JavaScript: the hidden inputs to splice in at
 * ATTRIBUTION_MARKER, or '' when the visit has no source worth a page of its own (then the
 * cached page is served unchanged). `pageUrl` is the contact page's absolute URL as
 * requested, `referer` the request's Referer header.
 */
export function attributionHiddenFields(pageUrl: string, referer: string | undefined, siteUrl: string): string {
  const attribution = attributionFrom(pageUrl, referer, siteUrl);
  return hasSource(attribution) ? hiddenFieldsHtml(attribution) : '';
}

/** The landing page this tab's session remembered (landing.ts): its URL and referrer. */
export type Landing = { url: string; referrer: string };

/** What rememberLanding kept, if anything readable. Call it from an event handler or effect, never during render. */
export function readLanding(): Landing | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(LANDING_STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const url: unknown = Reflect.get(value, 'url');
    const referrer: unknown = Reflect.get(value, 'referrer');
    return typeof url === 'string' ? { url, referrer: typeof referrer === 'string' ? referrer : '' } : undefined;
  } catch {
    return undefined;
  }
}
