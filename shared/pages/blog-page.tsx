/** /blog (placeholder until its page issue lands). */
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';

export default function BlogPage() {
  return (
    <>
      <PageMeta title="Blog" description="Blog — Kolam Studio, branding and digital studio in Chennai." path="/blog" />
      <PageHero title="Blog" />
    </>
  );
}
