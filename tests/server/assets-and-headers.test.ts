/** Static files, health, robots/sitemap, and the security headers every response carries. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { introScript } from '../../shared/intro-script.js';
import { clientDir, createTestApp } from '../helpers/legacy-html.js';

let app: FastifyInstance;
const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as { entry: string; css: string[] };

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('static assets', () => {
  it('serves hashed bundles as immutable for a year', async () => {
    for (const url of [manifest.entry, ...manifest.css]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('preloads the two self-hosted fonts on every page, and serves them as immutable woff2', async () => {
    const page = await app.inject({ url: '/services', headers: { accept: 'text/html' } });
    const preloads = [...page.body.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin=""\/>/g)].map((m) => m[1]);
    expect(preloads).toHaveLength(2);
    expect(preloads.map((href) => /(fraunces|inter)-latin/.exec(href ?? '')?.[1]).sort()).toEqual(['fraunces', 'inter']);
    for (const href of preloads) {
      const font = await app.inject({ url: href });
      expect(font.statusCode, href).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves the precompressed brotli file when accepted', async () => {
    const response = await app.inject({ url: manifest.css[0], headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/text\/css/);
  });

  it('serves the intro video and favicon with a day-long policy', async () => {
    for (const url of ['/video/intro.webm', '/video/intro.mp4', '/favicon.svg']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=86400/);
    }
  });

  it('does not expose the build manifest', async () => {
    const response = await app.inject({ url: '/manifest.json', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('health', () => {
  it('answers 200 when ready', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('robots and sitemap', () => {
  it('points crawlers at the sitemap', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sitemap: https://kolamstudio.example/sitemap.xml');
  });

  it('lists every canonical page, each of which answers 200', async () => {
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    const urls = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    // 12 fixed pages, 6 services, 6 industries, 60 case studies, 3 posts.
    expect(urls.length).toBeGreaterThanOrEqual(87);
    expect(urls).toContain('https://kolamstudio.example/case-studies/60');
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      const pathname = new URL(url).pathname;
      const page = await app.inject({ url: pathname });
      expect(page.statusCode, pathname).toBe(200);
    }
  });
});

describe('security headers and CSP', () => {
  it('sends a strict CSP with the hash of the one inline script', async () => {
    const response = await app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(introScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends the CSP with documents only, so a directly opened image is not broken', async () => {
    const html = await app.inject({ url: '/' });
    expect(html.headers['content-security-policy']).toBeTruthy();
    const image = await app.inject({ url: '/favicon.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-security-policy']).toBeUndefined();
    expect(image.headers['x-content-type-options']).toBe('nosniff');
  });

  it('has no inline style attributes and no executable inline script but the intro one', async () => {
    const urls = ['/', '/services', '/services/branding', '/industries/health', '/solutions', '/case-studies', '/case-studies/5', '/project', '/about', '/contact', '/blog/1', '/learn', '/privacy'];
    for (const url of urls) {
      const html = (await app.inject({ url })).body;
      expect(html, url).not.toMatch(/\sstyle="/);
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
      const executable = inline.filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ''));
      expect(executable.map(([, , body]) => body), url).toEqual([introScript]);
    }
  });
});
