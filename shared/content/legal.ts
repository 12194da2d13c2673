/** Privacy policy (modal and /privacy) and terms (/terms). */
export { privacyPolicy } from './data/privacy-policy.js';
export { terms } from './data/terms.js';
