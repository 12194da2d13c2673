/** /blog (SPEC §2.13): the posts, newest first, as cards linking to /blog/{id}. */
import { BlogCard } from '../components/blog-card.js';
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';
import { blogPosts } from '../content/blog.js';

export default function BlogPage() {
  return (
    <>
      <PageMeta
        title="Blog"
        description="Articles from Kolam Studio on branding, packaging and marketing for growing businesses in Tamil Nadu: practical plans, checklists and what has worked for our clients."
        path="/blog"
        keywords={['branding blog', 'marketing tips Tamil Nadu', 'packaging design articles', 'small business growth Chennai']}
      />
      <PageHero
        eyebrow="Journal"
        title="Blog"
        lead={<p>Practical notes on brand, packaging and marketing from our studio in Chennai, written for owners who do the marketing themselves.</p>}
      />
      <section className="section blog-list" aria-label="Articles">
        <div className="container">
          <ul className="blog-grid">
            {blogPosts.map((post, index) => (
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
