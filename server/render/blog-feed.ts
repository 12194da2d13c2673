/**
 * The blog's RSS 2.0 feed in a language (/feed.xml, /ta/feed.xml), written by the `feed` library
 * from the build's own data: the /blog page's data file (every post, newest first, in the
 * language) and the interface text (the feed's title), with SITE_URL for absolute links. The
 * feed and the blog page can never disagree, and a new post is in both after a build.
 *
 * Each item: title, link (its guid, a permalink), publication date, the excerpt as summary,
 * author (RSS wants an address: the studio's, with the author's name), category, and the
 * post's image as an enclosure (the WebP every reader shows, with its size in bytes).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { Feed } from 'feed';
import { splitByline } from '../../shared/content/byline.js';
import { isLocalMedia, mediaDefaultSrc } from '../../shared/content/media.js';
import type { MediaRef } from '../../shared/content/types.js';
import { feedPath } from '../../shared/feed-path.js';
import type { UiCopy } from '../../shared/i18n/copy/ui.js';
import { htmlLang, localizePath, type Lang } from '../../shared/i18n/lang.js';
import type { BlogFile } from '../../shared/routes/blog/data.js';
import { dataFilePath } from '../../shared/routes/define.js';
import { routeDefinition } from '../../shared/routes/index.js';
import { uiDataFile } from '../../shared/routes/route-objects.js';
import { site } from '../../shared/site.js';
import { readDataFile } from './data-files.js';

/** A post's date (YYYY-MM-DD) as the start of that day, UTC: RSS dates carry a time. */
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

export function blogFeedXml(clientDir: string, siteUrl: string, lang: Lang): string {
  const blog = readDataFile(clientDir, dataFilePath(lang, 'blog')) as BlogFile | undefined;
  const ui = readDataFile(clientDir, uiDataFile(lang)) as UiCopy | undefined;
  if (!blog || !ui) throw new Error(`No blog data in ${clientDir}: run "npm run build" first.`);
  const url = (neutralPath: string) => `${siteUrl}${localizePath(neutralPath, lang)}`;
  const postPath = routeDefinition('blog-post').path;
  const newest = blog.posts[0];
  const feed = new Feed({
    title: ui.shell.feedTitle,
    description: blog.copy.meta.description,
    id: url(routeDefinition('blog').path),
    link: url(routeDefinition('blog').path),
    language: htmlLang[lang],
    // The feed changes when a post does: never the time it was made, so its ETag holds.
    ...(newest ? { updated: dayOf(newest.date) } : {}),
    feedLinks: { rss: `${siteUrl}${feedPath(lang)}` },
    generator: false,
  });
  for (const post of blog.posts) {
    feed.addItem({
      title: post.title,
      link: url(postPath.replace(':id', String(post.id))),
      date: dayOf(post.date),
      description: post.excerpt,
      author: [{ name: splitByline(post.author).name, email: site.email }],
      category: [{ name: post.category }],
      image: enclosure(post.image, clientDir, siteUrl),
    });
  }
  return feed.rss2();
}

/** A post's image as an RSS enclosure: its WebP file, with the file's size (an image elsewhere: its URL). */
function enclosure(image: MediaRef, clientDir: string, siteUrl: string) {
  const src = mediaDefaultSrc(image);
  if (!isLocalMedia(image)) return src;
  return { url: `${siteUrl}${src}`, type: 'image/webp', length: statSync(path.join(clientDir, src)).size };
}
