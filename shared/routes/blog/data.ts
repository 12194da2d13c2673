/** What /blog shows (build only): every post's card, newest first. */
import { definePageData, type PageDataOf } from '../../../scripts/content/page-data.js';
import { blogCopy } from './copy.js';

const data = definePageData({ one: (c) => ({ copy: blogCopy[c.lang], posts: c.blogPosts.map(({ body: _body, ...post }) => post) }) });
export default data;
export type BlogFile = PageDataOf<typeof data>;
