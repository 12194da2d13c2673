/** /project (SPEC §2.15): the gallery; `?image=<id>` is the lightbox view (an unknown id is a 404). */
import { parseId } from '../parse-id.js';
import { lazyModule } from '../routing/lazy-module.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, notFound, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = () => ({ gallery: lazyModule('shared/content/gallery.ts', () => import('../content/gallery.js')) });
const load = ({ search, content }: LoadArgs<ContentOf<typeof modules>>) => {
  const images = content.gallery.galleryImages;
  const param = search.get('image');
  if (param === null) return { images, selectedIndex: -1 };
  const id = parseId(param);
  const selectedIndex = images.findIndex((image) => image.id === id);
  return selectedIndex < 0 ? notFound : { images, selectedIndex };
};
export type ProjectData = DataOf<typeof load>;

export const projectRoute = defineRoute({
  id: 'project',
  path: '/project',
  page: lazyPage<ProjectData>('shared/pages/project-page.tsx', () => import('../pages/project-page.js')),
  content: modules,
  load,
  query: ['image'],
  meta: ({ images, selectedIndex }) => ({
    title: selectedIndex >= 0 ? `${images[selectedIndex]?.title ?? ''} | Projects` : 'Projects',
    description: 'A gallery of identities, packaging, websites, apps, posters and social campaigns made by Kolam Studio for clients across Tamil Nadu.',
    keywords: ['design portfolio Chennai', 'branding projects', 'packaging design gallery', 'website design portfolio'],
  }),
  notFound: { message: 'Not found.', text: 'The page you are looking for does not exist or has moved.', backTo: '/project', backLabel: 'Back to Projects' },
});
