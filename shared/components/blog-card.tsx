/**
 * One post on /blog (and under "More from the blog"): image, date, category, title, excerpt and
 * "Read More". The whole card is clickable through the Read More link's stretched ::after, so
 * there is one link per card, and its text ("Read More about <title>", in the page's language,
 * all but "Read More" visually hidden) says which post it opens, to screen readers and crawlers alike.
 */
import type { BlogFile } from '../routes/blog/data.js';
import { useUi } from '../i18n/ui-context.js';
import { BlogDate } from './blog-date.js';
import { ArrowIcon } from './icons.js';
import { LocalLink } from './local-link.js';
import { ResponsiveImage } from './responsive-image.js';

/** A post as its card shows it: in the page's language, with its date already spelt. */
export type BlogCardPost = BlogFile['posts'][number];

/** The link's text around its visible part: "{more} about {title}" → ['', ' about <title>']. */
function hiddenAround(label: string, title: string): [before: string, after: string] {
  const [before = '', after = ''] = label.replace('{title}', title).split('{more}');
  return [before, after];
}

export function BlogCard({ post, headingLevel = 2, loading = 'lazy' }: { post: BlogCardPost; headingLevel?: 2 | 3; loading?: 'lazy' | 'eager' }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { readMore, readMoreLabel } = useUi().blog;
  const [before, after] = hiddenAround(readMoreLabel, post.title);
  return (
    <article className="card blog-card">
      <div className="card__media blog-card__media">
        <ResponsiveImage image={post.image} sizes="(min-width: 1100px) 380px, (min-width: 700px) 46vw, calc(100vw - 50px)" loading={loading} />
      </div>
      <div className="card__body blog-card__body">
        <p className="blog-card__meta">
          <BlogDate date={post.date} text={post.dateText} className="blog-card__date" />
          <span className="tag blog-card__category">{post.category}</span>
        </p>
        <Heading className="card__title blog-card__title">{post.title}</Heading>
        <p className="card__text blog-card__excerpt">{post.excerpt}</p>
        <LocalLink className="blog-card__more" to={`/blog/${post.id}`}>
          {before ? <span className="visually-hidden">{before}</span> : null}
          {readMore}
          {after ? <span className="visually-hidden">{after}</span> : null}
          <ArrowIcon />
        </LocalLink>
      </div>
    </article>
  );
}
