/** / (SPEC §2.3): hero, statistics, about, services, industries, case-study teaser, posters, logos, contact. */
import { lazyModule } from '../routing/lazy-module.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = () => ({
  cards: lazyModule('shared/content/cards.ts', () => import('../content/cards.js')),
  posters: lazyModule('shared/content/posters.ts', () => import('../content/posters.js')),
  logos: lazyModule('shared/content/client-logos.ts', () => import('../content/client-logos.js')),
  images: lazyModule('shared/content/page-images.ts', () => import('../content/page-images.js')),
});
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => ({
  services: content.cards.serviceCards,
  industries: content.cards.industryCards,
  caseStudies: content.cards.caseStudyTeaser,
  posters: content.posters.posters,
  logos: content.logos.clientLogos,
  aboutImage: content.images.pageImages.homeAbout,
});
export type HomeData = DataOf<typeof load>;

export const homeRoute = defineRoute({
  id: 'home',
  path: '/',
  page: lazyPage<HomeData>('shared/pages/home-page.tsx', () => import('../pages/home-page.js')),
  content: modules,
  load,
  meta: () => ({
    title: 'Kolam Studio | Branding & Digital Agency in Chennai',
    exactTitle: true,
    description:
      'Kolam Studio is a branding and digital studio in Chennai: brand identity, packaging, websites, apps, digital marketing and personal branding for businesses across Tamil Nadu.',
    keywords: ['branding', 'packaging design', 'website development', 'app development', 'digital marketing', 'personal branding'],
  }),
});
