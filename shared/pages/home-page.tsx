/** / (placeholder until its page issue lands). */
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';

export default function HomePage() {
  return (
    <>
      <PageMeta title="Kolam Studio | Branding & Digital Agency in Chennai" description="We Don’t Just Build Brands, We Build Legacies. — Kolam Studio, branding and digital studio in Chennai." path="/" exactTitle />
      <PageHero title="We Don’t Just Build Brands, We Build Legacies." />
    </>
  );
}
