/**
 * POST /api/contact inside the real app (buildApp with the built client from `npm run build`):
 * the plugin works beside the pages, static files and security headers, and the no-JS
 * error path re-renders the real contact page through app.renderPage.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../shared/contact/messages.js';
import { filesIn, makeTempDir, removeDir, validMessage } from './helpers.js';

// The build under test: dist/ or DIST_DIR, as in tests/helpers/app.ts.
const clientDir = path.resolve(process.env.DIST_DIR ?? 'dist', 'client');
const built = existsSync(path.join(clientDir, 'manifest.json'));

describe.skipIf(!built)('POST /api/contact in the full app', () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await makeTempDir();
    const { buildApp } = await import('../../server/app.js');
    const { testConfig } = await import('../../server/config.js');
    app = await buildApp(testConfig({ DATA_DIR: dataDir, SITE_URL: 'https://kolamstudio.in', CONTACT_RATE_LIMIT_MAX: '3' }), {
      clientDir,
    });
  });
  afterAll(async () => {
    await app?.close();
    await removeDir(dataDir);
  });

  const form = (values: Record<string, string>) => ({
    method: 'POST' as const,
    url: '/api/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://kolamstudio.in' },
    payload: new URLSearchParams(values).toString(),
  });

  it('accepts a JSON message with 202 and stores it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', origin: 'https://kolamstudio.in', 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify(validMessage),
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true, id: expect.any(String) });
    expect(await filesIn(dataDir, 'pending')).toEqual([`${response.json().id}.json`]);
  });

  it('answers JSON errors to JSON clients', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validMessage, privacy: false }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: contactMessages.privacy, fields: { privacy: contactMessages.privacy } });
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: JSON.stringify(validMessage),
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('redirects a valid form post to /contact?sent=1', async () => {
    const response = await app.inject(form({ ...stringValues(), privacy: 'on' }));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=1');
  });

  it('re-renders the contact page with 422 and the typed values for an invalid form post', async () => {
    const response = await app.inject(form({ ...stringValues(), company: 'UniqueCompanyName42', email: 'not-an-address' }));
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/<title>[^<]*Contact/);
    // The form state travels with the page (boot data) so hydration sees the same values.
    expect(response.body).toContain('UniqueCompanyName42');
    expect(response.body).toContain('not-an-address');
  });

  it('re-renders with 429 and Retry-After once the limit is reached', async () => {
    let response = await app.inject(form({ ...stringValues(), privacy: 'on' }));
    for (let i = 0; i < 5 && response.statusCode !== 429; i += 1) {
      response = await app.inject(form({ ...stringValues(), privacy: 'on' }));
    }
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

function stringValues(): Record<string, string> {
  const { privacy: _privacy, ...rest } = validMessage;
  return rest;
}
