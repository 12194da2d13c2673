/** /project (placeholder until its page issue lands). */
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';

export default function ProjectPage() {
  return (
    <>
      <PageMeta title="Projects" description="Projects — Kolam Studio, branding and digital studio in Chennai." path="/project" />
      <PageHero title="Projects" />
    </>
  );
}
