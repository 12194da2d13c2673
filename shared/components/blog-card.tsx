/**
 * One post on /blog (and under "More from the blog"): image, date, category, title, excerpt and
 * "Read More". The whole card is clickable through the Read More link's stretched ::after, so
 * there is one link per card, and its text ("Read More about <title>", the rest visually hidden)
 * says which post it opens, to screen readers and crawlers alike.
 */
import { Link } from 'react-router';
import type { BlogPost } from '../content/schema.js';
import { BlogDate } from './blog-date.js';
import { ArrowIcon } from './icons.js';
import { ResponsiveImage } from './responsive-image.js';

export function BlogCard({ post, headingLevel = 2, loading = 'lazy' }: { post: Omit<BlogPost, 'content'>; headingLevel?: 2 | 3; loading?: 'lazy' | 'eager' }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card blog-card">
      <div className="card__media blog-card__media">
        <ResponsiveImage image={post.image} sizes="(min-width: 1100px) 380px, (min-width: 700px) 46vw, 100vw" loading={loading} />
      </div>
      <div className="card__body blog-card__body">
        <p className="blog-card__meta">
          <BlogDate date={post.date} className="blog-card__date" />
          <span className="tag blog-card__category">{post.category}</span>
        </p>
        <Heading className="card__title blog-card__title">{post.title}</Heading>
        <p className="card__text blog-card__excerpt">{post.excerpt}</p>
        <Link className="blog-card__more" to={`/blog/${post.id}`}>
          Read More<span className="visually-hidden"> about {post.title}</span>
          <ArrowIcon />
        </Link>
      </div>
    </article>
  );
}
