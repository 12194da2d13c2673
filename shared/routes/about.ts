/** /about (SPEC §2.11): story, mission, vision, values, team and timeline. */
import { mediaLargestSrc } from '../content/media.js';
import { lazyModule } from '../routing/lazy-module.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = () => ({ images: lazyModule('shared/content/page-images.ts', () => import('../content/page-images.js')) });
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => ({ heroImage: content.images.pageImages.aboutHero, storyImage: content.images.pageImages.aboutStory });
export type AboutData = DataOf<typeof load>;

export const aboutRoute = defineRoute({
  id: 'about',
  path: '/about',
  page: lazyPage<AboutData>('shared/pages/about-page.tsx', () => import('../pages/about-page.js')),
  content: modules,
  load,
  meta: ({ heroImage }) => ({
    title: 'About',
    description:
      'Kolam Studio is a branding and business-development studio in Chennai. Our story, mission, vision and the values behind our work for businesses across Tamil Nadu.',
    keywords: ['about Kolam Studio', 'design studio Chennai', 'branding team Tamil Nadu'],
    image: mediaLargestSrc(heroImage),
  }),
});
