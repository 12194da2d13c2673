/** /learn (placeholder until its page issue lands). */
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';

export default function LearnPage() {
  return (
    <>
      <PageMeta title="Learn" description="Learn with Us — Kolam Studio, branding and digital studio in Chennai." path="/learn" />
      <PageHero title="Learn with Us" />
    </>
  );
}
