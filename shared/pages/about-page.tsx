/** /about (placeholder until its page issue lands). */
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';

export default function AboutPage() {
  return (
    <>
      <PageMeta title="About" description="About Kolam Studio — Kolam Studio, branding and digital studio in Chennai." path="/about" />
      <PageHero title="About Kolam Studio" />
    </>
  );
}
