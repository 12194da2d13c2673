/** /project (SPEC §2.15): the gallery; `?image=<id>` is the lightbox view (an unknown id is a 404). */
import { pageModules } from '../content/generated/index.js';
import type { Lang } from '../i18n/lang.js';
import { parseId } from '../parse-id.js';
import { cardArt } from '../og-card.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, notFound, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = (lang: Lang) => ({ page: pageModules[lang].project });
const load = ({ search, content }: LoadArgs<ContentOf<typeof modules>>) => {
  const { images, copy } = content.page;
  const param = search.get('image');
  if (param === null) return { images, selectedIndex: -1, copy };
  const id = parseId(param);
  const selectedIndex = images.findIndex((image) => image.id === id);
  return selectedIndex < 0 ? notFound : { images, selectedIndex, copy };
};
export type ProjectData = DataOf<typeof load>;

export const projectRoute = defineRoute({
  id: 'project',
  path: '/project',
  page: lazyPage<ProjectData>('shared/pages/project-page.tsx', () => import('../pages/project-page.js')),
  query: ['image'],
  content: modules,
  load,
  meta: ({ images, selectedIndex, copy }) => ({
    ...copy.meta,
    title: selectedIndex >= 0 ? `${images[selectedIndex]?.title ?? ''} | ${copy.meta.title}` : copy.meta.title,
    // One card for the page, whichever image is open: its URL has no query.
    cardTitle: copy.meta.title,
    image: cardArt(images[0]?.image),
  }),
  notFound: { copy: 'project', backTo: '/project' },
});
