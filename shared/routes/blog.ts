/** /blog (SPEC §2.13): the post cards, newest first. */
import { pageModules } from '../content/generated/index.js';
import type { Lang } from '../i18n/lang.js';
import { cardArt } from '../og-card.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = (lang: Lang) => ({ page: pageModules[lang].blog });
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => content.page;
export type BlogData = DataOf<typeof load>;

export const blogRoute = defineRoute({
  id: 'blog',
  path: '/blog',
  page: lazyPage<BlogData>('shared/pages/blog-page.tsx', () => import('../pages/blog-page.js')),
  content: modules,
  load,
  meta: ({ copy, posts }) => ({ ...copy.meta, image: cardArt(posts[0]?.image) }),
});
