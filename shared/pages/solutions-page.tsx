/** /solutions (placeholder until its page issue lands). */
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';

export default function SolutionsPage() {
  return (
    <>
      <PageMeta title="Solutions" description="Solutions — Kolam Studio, branding and digital studio in Chennai." path="/solutions" />
      <PageHero title="Solutions" />
    </>
  );
}
