/**
 * /blog/{id} (SPEC §2.13): title, author, date, category, cover image, the body blocks and
 * "Back to Blogs". The route (shared/routes/blog-post.ts) parses the id strictly and finds the
 * post; an unknown or non-integer id is its 404, "Blog Not Found" with a back link.
 */
import { BlogCard } from '../components/blog-card.js';
import { BlogDate } from '../components/blog-date.js';
import { MarkdownBody } from '../components/markdown-body.js';
import { ArrowIcon } from '../components/icons.js';
import { LocalLink } from '../components/local-link.js';
import { ResponsiveImage } from '../components/responsive-image.js';
import type { PageProps } from '../routing/lazy-page.js';
import type { BlogPostData } from '../routes/blog-post.js';

export default function BlogPostPage({ data: { post, others, copy } }: PageProps<BlogPostData>) {
  return (
    <>
      <article className="post">
        <header className="page-hero post-header">
          <div className="container post-header__inner">
            <p className="eyebrow post-header__category">{post.category}</p>
            <h1 className="page-hero__title post-header__title">{post.title}</h1>
            <ul className="post-meta">
              <li>
                <span className="post-meta__label">{copy.labels.author}</span> {post.author}
              </li>
              <li>
                <span className="post-meta__label">{copy.labels.published}</span> <BlogDate date={post.date} text={post.dateText} />
              </li>
              <li>
                <span className="post-meta__label">{copy.labels.category}</span> {post.category}
              </li>
            </ul>
          </div>
        </header>
        <div className="container post-cover">
          <ResponsiveImage image={post.image} sizes="(min-width: 1000px) 960px, calc(100vw - 3rem)" loading="eager" fetchPriority="high" />
        </div>
        <div className="container post-content">
          <MarkdownBody body={post.body} className="post-body" />
          <p className="post-back">
            <LocalLink className="button button--secondary" to="/blog">
              <ArrowIcon className="post-back__arrow" />
              {copy.back}
            </LocalLink>
          </p>
        </div>
      </article>
      {others.length > 0 ? (
        <section className="section section--sand post-more" aria-labelledby="post-more-title">
          <div className="container">
            <h2 id="post-more-title" className="post-more__title">
              {copy.more}
            </h2>
            <ul className="blog-grid blog-grid--two">
              {others.map((other) => (
                <li key={other.id}>
                  <BlogCard post={other} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
