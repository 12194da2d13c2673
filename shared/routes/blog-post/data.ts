/** What /blog/{id} shows (build only): one file per post, with two others to read next. */
import { definePageData, type PageDataOf } from '../../../scripts/content/page-data.js';
import { blogPostCopy } from './copy.js';

const data = definePageData({
  each: (c) =>
    Object.fromEntries(
      c.blogPosts.map((post) => [
        String(post.id),
        { copy: blogPostCopy[c.lang], post, others: c.blogPosts.filter((other) => other.id !== post.id).slice(0, 2).map(({ body: _body, ...other }) => other) },
      ]),
    ),
});
export default data;
export type BlogPostFile = PageDataOf<typeof data>;
