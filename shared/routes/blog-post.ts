/** /blog/{id} (SPEC §2.13): one post; the id is parsed strictly, an unknown one shows "Blog Not Found" (404). */
import { mediaLargestSrc } from '../content/media.js';
import { parseId } from '../parse-id.js';
import { lazyModule } from '../routing/lazy-module.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, notFound, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = () => ({ blog: lazyModule('shared/content/blog.ts', () => import('../content/blog.js')) });
const load = ({ params, content }: LoadArgs<ContentOf<typeof modules>>) => {
  const id = parseId(params.id);
  const post = content.blog.blogPosts.find((candidate) => candidate.id === id);
  if (!post) return notFound;
  return { post, others: content.blog.blogPosts.filter((other) => other.id !== post.id).slice(0, 2) };
};
export type BlogPostData = DataOf<typeof load>;

export const blogPostRoute = defineRoute({
  id: 'blog-post',
  path: '/blog/:id',
  page: lazyPage<BlogPostData>('shared/pages/blog-post-page.tsx', () => import('../pages/blog-post-page.js')),
  content: modules,
  load,
  sitemap: (content) => content.blog.blogPosts.map((post) => `/blog/${post.id}`),
  meta: ({ post }) => ({
    title: post.title,
    description: post.excerpt,
    type: 'article',
    image: mediaLargestSrc(post.image),
    keywords: [post.category, 'Kolam Studio blog'],
  }),
  notFound: { message: 'Blog Not Found', text: 'The article you are looking for does not exist or has moved.', backTo: '/blog', backLabel: 'Back to Blogs' },
});
