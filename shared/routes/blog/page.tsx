/** /blog (SPEC §2.13): the posts, newest first, as cards linking to /blog/{id}. */
import { BlogCard } from '../../components/blog-card.js';
import { PageHero } from '../../components/page-hero.js';
import type { PageProps } from '../define.js';
import type { BlogData } from './route.js';

export default function BlogPage({ data: { posts, copy } }: PageProps<BlogData>) {
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={<p>{copy.hero.lead}</p>} />
      <section className="section blog-list" aria-label={copy.listLabel}>
        <div className="container">
          <ul className="blog-grid">
            {posts.map((post, index) => (
              <li key={post.id}>
                <BlogCard post={post} loading={index === 0 ? 'eager' : 'lazy'} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
