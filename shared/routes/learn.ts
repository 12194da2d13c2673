/** /learn (SPEC §2.14): the hero slideshow and the course cards. */
import { lazyModule } from '../routing/lazy-module.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = () => ({
  courses: lazyModule('shared/content/courses.ts', () => import('../content/courses.js')),
  learn: lazyModule('shared/content/learn.ts', () => import('../content/learn.js')),
});
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => ({ courses: content.courses.courses, slides: content.learn.learnSlides });
export type LearnData = DataOf<typeof load>;

export const learnRoute = defineRoute({
  id: 'learn',
  path: '/learn',
  page: lazyPage<LearnData>('shared/pages/learn-page.tsx', () => import('../pages/learn-page.js')),
  content: modules,
  load,
  meta: () => ({
    title: 'Learn with Us: Courses',
    description:
      'Courses at Kolam Studio, Chennai: Full Stack Development (MERN), Python & AI Basics and UI/UX Design, taught in small batches by working designers and developers.',
    keywords: ['MERN course Chennai', 'Python AI course Chennai', 'UI UX design course Chennai', 'design and coding classes Tamil Nadu'],
  }),
});
