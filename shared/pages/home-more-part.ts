/** The home page below its first screen (shared/pages/home-more.tsx), as a deferred part. */
import { pageModules } from '../content/generated/index.js';
import { lazyPart } from '../routing/lazy-part.js';

export const homeMorePart = lazyPart('shared/pages/home-more.tsx', () => import('./home-more.js'), (lang) => pageModules[lang]['home-more']);
