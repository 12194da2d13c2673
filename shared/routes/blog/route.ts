/** /blog (SPEC §2.13): the post cards, newest first. */
import { cardArt } from '../../og-card.js';
import { defineRoute } from '../define.js';
import type { BlogFile } from './data.js';

export const blogRoute = defineRoute({
  id: 'blog',
  path: '/blog',
  load: ({ file }) => file<BlogFile>(),
  page: () => import('./page.js'),
  meta: ({ copy, posts }) => ({ ...copy.meta, image: cardArt(posts[0]?.image) }),
  breadcrumb: { section: '/blog' },
});
export type BlogData = BlogFile;
