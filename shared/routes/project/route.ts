/** /project (SPEC §2.15): the gallery; `?image=<id>` is the lightbox view (an unknown id is a 404). */
import { cardArt } from '../../og-card.js';
import { parseId } from '../../parse-id.js';
import { defineRoute, notFound, type LoadArgs } from '../define.js';
import type { ProjectFile } from './data.js';

async function load({ file, search }: LoadArgs) {
  const { images, copy } = await file<ProjectFile>();
  const param = search.get('image');
  if (param === null) return { images, selectedIndex: -1, copy };
  const id = parseId(param);
  const selectedIndex = images.findIndex((image) => image.id === id);
  return selectedIndex < 0 ? notFound() : { images, selectedIndex, copy };
}
export type ProjectData = Awaited<ReturnType<typeof load>>;

export const projectRoute = defineRoute({
  id: 'project',
  path: '/project',
  query: ['image'],
  load,
  page: () => import('./page.js'),
  meta: ({ images, selectedIndex, copy }) => ({
    ...copy.meta,
    title: selectedIndex >= 0 ? `${images[selectedIndex]?.title ?? ''} | ${copy.meta.title}` : copy.meta.title,
    // One card for the page, whichever image is open: its URL has no query.
    cardTitle: copy.meta.title,
    image: cardArt(images[0]?.image),
  }),
  breadcrumb: { section: '/project' },
  notFound: { copy: 'project', backTo: '/project' },
});
