/**
 * /admin, the content editor (issue 29), through app.inject(): served only with
 * CMS_ENABLED=true, noindex, its own CSP (the site's pages keep theirs), the configuration
 * with every collection of content/ in both languages, and nothing of it in the sitemap or
 * the site's bundle.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDir, getPage, useTestApp } from '../helpers/app.js';

const adminManifest = JSON.parse(readFileSync(path.join(clientDir, '..', 'admin', 'manifest.json'), 'utf8')) as { entry: string; css: string[] };
type Collection = { name: string; i18n?: boolean; folder?: string; files?: { file: string }[] };

describe('/admin without CMS_ENABLED', () => {
  const app = useTestApp();

  it('is the site\'s 404 page, and so is everything under it', async () => {
    for (const url of ['/admin', '/admin/', '/admin/config.yml', adminManifest.entry]) {
      const response = await app().inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('decap');
    }
  });
});

describe('/admin with CMS_ENABLED=true', () => {
  const app = useTestApp({ CMS_ENABLED: 'true', CMS_GITHUB_REPO: 'kolamstudio/website', CMS_AUTH_URL: 'https://cms-auth.kolamstudio.example' });
  const plain = useTestApp();

  it('serves the editor page, noindex, with its own CSP', async () => {
    for (const url of ['/admin', '/admin/']) {
      const page = await getPage(app(), url);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.meta('robots')).toBe('noindex, nofollow');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.document.querySelector('script[type="module"]')?.getAttribute('src')).toBe(adminManifest.entry);
      expect(page.document.querySelector('link[rel="cms-config-url"]')?.getAttribute('href')).toBe('/admin/config.yml');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' 'unsafe-eval'");
      expect(csp).toContain("connect-src 'self' blob: https://api.github.com");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // GitHub's sign-in popup answers with postMessage to its opener.
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    }
  });

  it('leaves the site\'s pages, their CSP and the sitemap as they were', async () => {
    const home = await getPage(app(), '/');
    const before = await getPage(plain(), '/');
    expect(home.headers['content-security-policy']).toBe(before.headers['content-security-policy']);
    expect(home.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(home.headers['x-robots-tag']).toBeUndefined();
    expect(home.html).not.toContain('/admin');
    const sitemap = await app().inject({ url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('/admin');
    const manifest = readFileSync(path.join(clientDir, 'manifest.json'), 'utf8');
    expect(manifest).not.toContain('admin');
  });

  it('serves the bundle under /admin/assets, immutable and noindex', async () => {
    const response = await app().inject({ url: adminManifest.entry, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await app().inject({ url: `${adminManifest.entry}.map` })).statusCode).toBe(404);
  });

  it('configures every collection of content/ in English and Tamil, against GitHub', async () => {
    const response = await app().inject({ url: '/admin/config.yml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/yaml/);
    const config = JSON.parse(response.body.replace(/^#.*\n/, '')) as { backend: Record<string, string>; publish_mode: string; i18n: { structure: string; locales: string[] }; collections: Collection[] };
    expect(config.backend).toMatchObject({ name: 'github', repo: 'kolamstudio/website', branch: 'main', base_url: 'https://cms-auth.kolamstudio.example' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['en', 'ta'], default_locale: 'en' });
    expect(config.collections.map((collection) => collection.name)).toEqual([
      'case-studies',
      'blog',
      'services',
      'industries',
      'solutions',
      'courses',
      'faq',
      'posters',
      'client-logos',
      'gallery',
      'learn-slides',
      'page-images',
      'legal',
      'site',
    ]);
    for (const collection of config.collections) expect(collection.i18n, collection.name).toBe(collection.name === 'site' ? undefined : true);
  });
});

describe('/admin with the local backend of npm run edit', () => {
  const app = useTestApp({ CMS_ENABLED: 'true', NODE_ENV: 'development', CMS_LOCAL_BACKEND_URL: 'http://localhost:8081/api/v1' });

  it('talks to the local backend (no login) and lets the page reach it', async () => {
    const page = await getPage(app(), '/admin');
    expect(page.meta('kolam:cms-backend')).toBe('local');
    expect(String(page.headers['content-security-policy'])).toContain("connect-src 'self' blob: http://localhost:8081");
    const config = JSON.parse((await app().inject({ url: '/admin/config.yml' })).body.replace(/^#.*\n/, '')) as { backend: Record<string, string>; publish_mode: string };
    expect(config.backend).toEqual({ name: 'proxy', proxy_url: 'http://localhost:8081/api/v1', branch: 'main' });
    expect(config.publish_mode).toBe('simple');
  });
});
