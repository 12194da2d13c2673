/** /blog (SPEC §2.13): the post cards, newest first. */
import { lazyModule } from '../routing/lazy-module.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = () => ({ blog: lazyModule('shared/content/blog.ts', () => import('../content/blog.js')) });
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => ({ posts: content.blog.blogPosts });
export type BlogData = DataOf<typeof load>;

export const blogRoute = defineRoute({
  id: 'blog',
  path: '/blog',
  page: lazyPage<BlogData>('shared/pages/blog-page.tsx', () => import('../pages/blog-page.js')),
  content: modules,
  load,
  meta: () => ({
    title: 'Blog',
    description:
      'Articles from Kolam Studio on branding, packaging and marketing for growing businesses in Tamil Nadu: practical plans, checklists and what has worked for our clients.',
    keywords: ['branding blog', 'marketing tips Tamil Nadu', 'packaging design articles', 'small business growth Chennai'],
  }),
});
