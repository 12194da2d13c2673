/** /terms: Terms & Conditions. */
import { defineRoute } from '../define.js';
import type { TermsFile } from './data.js';

export const termsRoute = defineRoute({
  id: 'terms',
  path: '/terms',
  load: ({ file }) => file<TermsFile>(),
  page: () => import('./page.js'),
  meta: ({ copy }) => copy.meta,
  breadcrumb: { section: '/terms' },
});
export type TermsData = TermsFile;
