/** /industries (placeholder until its page issue lands). */
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';

export default function IndustriesPage() {
  return (
    <>
      <PageMeta title="Industries" description="Industries — Kolam Studio, branding and digital studio in Chennai." path="/industries" />
      <PageHero title="Industries" />
    </>
  );
}
