/** /services (placeholder until its page issue lands). */
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';

export default function ServicesPage() {
  return (
    <>
      <PageMeta title="Services" description="Our Services — Kolam Studio, branding and digital studio in Chennai." path="/services" />
      <PageHero title="Our Services" />
    </>
  );
}
