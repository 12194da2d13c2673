/** Blog (SPEC §2.13): posts newest first and a lookup by numeric id. */
import { blogPosts as blogPostData } from './data/blog-posts.js';
import type { BlogPost } from './schema.js';

/** Newest first (ISO dates compare as strings); the same date falls back to the higher id. */
export const blogPosts: readonly BlogPost[] = [...blogPostData].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

export function getBlogPost(id: number): BlogPost | undefined {
  return blogPosts.find((post) => post.id === id);
}
