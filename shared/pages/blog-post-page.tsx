/** /blog/{id} (placeholder until the pages issue lands). */
import { Link, useParams } from 'react-router-dom';
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';
import { getBlogPost } from '../content/blog.js';
import { parseId } from '../parse-id.js';

export default function BlogPostPage() {
  const { id = '' } = useParams();
  const post = getBlogPost(parseId(id) ?? -1);
  if (!post)
    return (
      <section className="not-found container">
        <PageMeta title="Blog Not Found" description="This article does not exist." path={`/blog/${id}`} noindex />
        <h1 className="not-found__title">Blog Not Found</h1>
        <p>
          <Link className="button button--primary" to="/blog">
            Back to Blogs
          </Link>
        </p>
      </section>
    );
  return (
    <>
      <PageMeta title={post.title} description={post.excerpt} path={`/blog/${post.id}`} type="article" />
      <PageHero title={post.title} lead={<p>{post.excerpt}</p>} />
    </>
  );
}
