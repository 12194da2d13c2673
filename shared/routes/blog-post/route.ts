/** /blog/{id} (SPEC §2.13): one post; the id is parsed strictly, an unknown one shows "Blog Not Found" (404). */
import { mediaDefaultSrc } from '../../content/media.js';
import { parseId } from '../../parse-id.js';
import { blogPosting } from '../../structured-data.js';
import { defineRoute, notFound } from '../define.js';
import type { BlogPostFile } from './data.js';

export const blogPostRoute = defineRoute({
  id: 'blog-post',
  path: '/blog/:id',
  load: ({ file, params }) => file<BlogPostFile>(String(parseId(params.id) ?? notFound())),
  page: () => import('./page.js'),
  meta: ({ post, copy }) => ({
    title: post.title,
    description: post.excerpt,
    type: 'article',
    image: mediaDefaultSrc(post.image),
    keywords: [post.category, copy.meta.keyword],
  }),
  breadcrumb: { section: '/blog', name: ({ post }) => post.title },
  jsonLd: ({ post }, context) => [blogPosting(post, context)],
  notFound: { copy: 'blogPost', backTo: '/blog' },
});
export type BlogPostData = BlogPostFile;
