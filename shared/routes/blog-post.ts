/** /blog/{id} (SPEC §2.13): one post; the id is parsed strictly, an unknown one shows "Blog Not Found" (404). */
import { blogPostIds, pageModules } from '../content/generated/index.js';
import { mediaDefaultSrc } from '../content/media.js';
import type { Lang } from '../i18n/lang.js';
import { parseId } from '../parse-id.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, notFound, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = (lang: Lang) => ({ page: pageModules[lang]['blog-post'] });
const load = ({ params, content }: LoadArgs<ContentOf<typeof modules>>) => {
  const { posts, copy } = content.page;
  const id = parseId(params.id);
  const post = posts.find((candidate) => candidate.id === id);
  if (!post) return notFound;
  return { post, others: posts.filter((other) => other.id !== post.id).slice(0, 2), copy };
};
export type BlogPostData = DataOf<typeof load>;

export const blogPostRoute = defineRoute({
  id: 'blog-post',
  path: '/blog/:id',
  page: lazyPage<BlogPostData>('shared/pages/blog-post-page.tsx', () => import('../pages/blog-post-page.js')),
  content: modules,
  load,
  sitemap: () => blogPostIds.map((id) => `/blog/${id}`),
  meta: ({ post, copy }) => ({
    title: post.title,
    description: post.excerpt,
    type: 'article',
    image: mediaDefaultSrc(post.image),
    keywords: [post.category, copy.meta.keyword],
  }),
  notFound: { copy: 'blogPost', backTo: '/blog' },
});
