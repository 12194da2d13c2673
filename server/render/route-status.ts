/**
 * Which URLs exist. The server decides 404 before rendering (STYLE.md 5): a route whose
 * record is missing answers 404 and the page renders the catalogue's not-found text.
 * Exhaustive over route ids, so a new route must say how its URLs are checked.
 */
import { getBlogPost } from '../../shared/content/blog.js';
import { getCaseStudyCard } from '../../shared/content/case-studies.js';
import { getIndustry } from '../../shared/content/industries.js';
import { getService } from '../../shared/content/services.js';
import { getGalleryImage } from '../../shared/content/gallery.js';
import { parseId } from '../../shared/parse-id.js';
import type { RouteId } from '../../shared/routes.js';

type Params = Record<string, string | undefined>;
type Exists = (params: Params, search: URLSearchParams) => boolean;

const always: Exists = () => true;

export const routeExists: Record<RouteId, Exists> = {
  home: always,
  services: always,
  service: ({ slug }) => getService(slug ?? '') !== undefined,
  industries: always,
  industry: ({ slug }) => getIndustry(slug ?? '') !== undefined,
  solutions: always,
  'case-studies': always,
  'case-study': ({ id }) => getCaseStudyCard(parseId(id) ?? -1) !== undefined,
  // /project?image=<id> is the no-JS lightbox view; an unknown image is a 404.
  project: (_params, search) => {
    const image = search.get('image');
    return image === null || getGalleryImage(parseId(image) ?? -1) !== undefined;
  },
  about: always,
  contact: always,
  blog: always,
  'blog-post': ({ id }) => getBlogPost(parseId(id) ?? -1) !== undefined,
  learn: always,
  terms: always,
  privacy: always,
  'not-found': () => false,
};
