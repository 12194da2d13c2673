/** / (SPEC §2.3): hero, statistics, about, services, industries, case-study teaser, posters, logos, contact. */
import { cardArt } from '../../og-card.js';
import { studioBusiness, webSite } from '../../structured-data.js';
import { defineRoute } from '../define.js';
import type { HomeFile } from './data.js';

export const homeRoute = defineRoute({
  id: 'home',
  path: '/',
  load: ({ file }) => file<HomeFile>(),
  page: () => import('./page.js'),
  meta: ({ copy, aboutImage }) => ({ ...copy.meta, exactTitle: true, image: cardArt(aboutImage) }),
  // The top of the trail: no breadcrumb. The site and the studio as a local business.
  jsonLd: (_data, context) => [webSite(context), studioBusiness(context)],
});
export type HomeData = HomeFile;
