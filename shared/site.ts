/**
 * The studio's facts, from content/site.yaml (written once there; the build puts them in
 * shared/content/generated/site.ts). Their shape and helpers: shared/site-facts.ts.
 */
export { site } from './content/generated/site.js';
export { addressLine, type OpeningHours, type SiteFacts, type SiteLink, type SitePhone } from './site-facts.js';
