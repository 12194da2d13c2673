/** /contact (placeholder until its page issue lands). */
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';

export default function ContactPage() {
  return (
    <>
      <PageMeta title="Contact" description="Contact — Kolam Studio, branding and digital studio in Chennai." path="/contact" />
      <PageHero title="Contact" />
    </>
  );
}
