/**
 * THE route table, used by the server (StaticRouter, status, sitemap, modulepreload) and by
 * the client (BrowserRouter). Each page is a lazy chunk; `source` names its module so the
 * build manifest can tell the server which chunks a URL needs.
 * Whether a dynamic URL exists (404 or 200) is decided on the server: server/render/route-status.ts.
 */
import { lazyPage, type LazyPage } from './lazy-page.js';

export type AppRoute = {
  id: RouteId;
  path: string;
  /** Module path relative to the repo root, as esbuild's metafile names it. */
  source: string;
  page: LazyPage;
};

export const routeIds = [
  'home',
  'services',
  'service',
  'industries',
  'industry',
  'solutions',
  'case-studies',
  'case-study',
  'project',
  'about',
  'contact',
  'blog',
  'blog-post',
  'learn',
  'terms',
  'privacy',
  'not-found',
] as const;
export type RouteId = (typeof routeIds)[number];

export const routes: AppRoute[] = [
  { id: 'home', path: '/', source: 'shared/pages/home-page.tsx', page: lazyPage(() => import('./pages/home-page.js')) },
  { id: 'services', path: '/services', source: 'shared/pages/services-page.tsx', page: lazyPage(() => import('./pages/services-page.js')) },
  { id: 'service', path: '/services/:slug', source: 'shared/pages/service-page.tsx', page: lazyPage(() => import('./pages/service-page.js')) },
  { id: 'industries', path: '/industries', source: 'shared/pages/industries-page.tsx', page: lazyPage(() => import('./pages/industries-page.js')) },
  { id: 'industry', path: '/industries/:slug', source: 'shared/pages/industry-page.tsx', page: lazyPage(() => import('./pages/industry-page.js')) },
  { id: 'solutions', path: '/solutions', source: 'shared/pages/solutions-page.tsx', page: lazyPage(() => import('./pages/solutions-page.js')) },
  { id: 'case-studies', path: '/case-studies', source: 'shared/pages/case-studies-page.tsx', page: lazyPage(() => import('./pages/case-studies-page.js')) },
  { id: 'case-study', path: '/case-studies/:id', source: 'shared/pages/case-study-page.tsx', page: lazyPage(() => import('./pages/case-study-page.js')) },
  { id: 'project', path: '/project', source: 'shared/pages/project-page.tsx', page: lazyPage(() => import('./pages/project-page.js')) },
  { id: 'about', path: '/about', source: 'shared/pages/about-page.tsx', page: lazyPage(() => import('./pages/about-page.js')) },
  { id: 'contact', path: '/contact', source: 'shared/pages/contact-page.tsx', page: lazyPage(() => import('./pages/contact-page.js')) },
  { id: 'blog', path: '/blog', source: 'shared/pages/blog-page.tsx', page: lazyPage(() => import('./pages/blog-page.js')) },
  { id: 'blog-post', path: '/blog/:id', source: 'shared/pages/blog-post-page.tsx', page: lazyPage(() => import('./pages/blog-post-page.js')) },
  { id: 'learn', path: '/learn', source: 'shared/pages/learn-page.tsx', page: lazyPage(() => import('./pages/learn-page.js')) },
  { id: 'terms', path: '/terms', source: 'shared/pages/terms-page.tsx', page: lazyPage(() => import('./pages/terms-page.js')) },
  { id: 'privacy', path: '/privacy', source: 'shared/pages/privacy-page.tsx', page: lazyPage(() => import('./pages/privacy-page.js')) },
  { id: 'not-found', path: '*', source: 'shared/pages/not-found-page.tsx', page: lazyPage(() => import('./pages/not-found-page.js')) },
];

/** Header links (SPEC §2.1), in order. */
export const headerLinks = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/industries', label: 'Industries' },
  { to: '/solutions', label: 'Solutions' },
  { to: '/case-studies', label: 'Case Study' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;
