/** /industries (SPEC §2.6): the six industry cards. */
import { cardArt } from '../../og-card.js';
import { defineRoute } from '../define.js';
import type { IndustriesFile } from './data.js';

export const industriesRoute = defineRoute({
  id: 'industries',
  path: '/industries',
  load: ({ file }) => file<IndustriesFile>(),
  page: () => import('./page.js'),
  meta: ({ copy, industries }) => ({ ...copy.meta, keywords: industries.map((industry) => industry.title), image: cardArt(industries[0]?.image) }),
  breadcrumb: { section: '/industries' },
});
export type IndustriesData = IndustriesFile;
