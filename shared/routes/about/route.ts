/** /about (SPEC §2.11): story, mission, vision, values, team and timeline. */
import { mediaDefaultSrc } from '../../content/media.js';
import { defineRoute } from '../define.js';
import type { AboutFile } from './data.js';

export const aboutRoute = defineRoute({
  id: 'about',
  path: '/about',
  load: ({ file }) => file<AboutFile>(),
  page: () => import('./page.js'),
  meta: ({ copy, heroImage }) => ({ ...copy.meta, image: mediaDefaultSrc(heroImage) }),
  breadcrumb: { section: '/about' },
});
export type AboutData = AboutFile;
