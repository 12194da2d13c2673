/** /privacy: the privacy policy as a page (the footer's dialog shows the same text with JavaScript). */
import { defineRoute } from '../define.js';
import type { PrivacyFile } from './data.js';

export const privacyRoute = defineRoute({
  id: 'privacy',
  path: '/privacy',
  load: ({ file }) => file<PrivacyFile>(),
  page: () => import('./page.js'),
  meta: ({ copy }) => copy.meta,
  breadcrumb: { section: '/privacy' },
});
export type PrivacyData = PrivacyFile;
