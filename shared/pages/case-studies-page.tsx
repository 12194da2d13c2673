/** /case-studies (placeholder until its page issue lands). */
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';

export default function CaseStudiesPage() {
  return (
    <>
      <PageMeta title="Case Studies" description="Case Studies — Kolam Studio, branding and digital studio in Chennai." path="/case-studies" />
      <PageHero title="Case Studies" />
    </>
  );
}
