/**
 * Pages rendered on render threads (the built dist/server/render-worker.js, as the server
 * runs them) are the same pages the main thread renders, and the threads answer the same
 * statuses, 503 when too many renders wait, and the contact page's re-render with errors.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, distDir, getPage } from '../helpers/app.js';

const renderWorker = path.join(distDir, 'server/render-worker.js');

let threaded: FastifyInstance;
let inline: FastifyInstance;
beforeAll(async () => {
  [threaded, inline] = await Promise.all([createTestApp({ RENDER_THREADS: '2' }, { renderWorker }), createTestApp({ RENDER_THREADS: '0' })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([threaded?.close(), inline?.close()]);
});

describe('render threads', () => {
  it.each(['/', '/ta', '/case-studies?q=logo', '/ta/case-studies?category=packaging', '/blog/1', '/no-such-page', '/ta/case-studies/999', '/contact?subject=Hello'])(
    'render %s exactly as the main thread does, with the same status',
    async (url) => {
      const [fromThread, fromMain] = await Promise.all([getPage(threaded, url), getPage(inline, url)]);
      expect(fromThread.headers['x-cache']).toBe('MISS');
      expect(fromThread.status).toBe(fromMain.status);
      expect(fromThread.html).toBe(fromMain.html);
      expect(fromThread.heading(1)).toBeTruthy();
    },
  );

  it('keep what they rendered: the second request is served from the cache', async () => {
    await getPage(threaded, '/about');
    const again = await getPage(threaded, '/about');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.status).toBe(200);
  });

  it('re-render the contact page with the visitor’s input and errors after a failed form post', async () => {
    const response = await threaded.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://kolamstudio.example' },
      payload: 'firstName=Meena&lastName=K&email=not-an-email&subject=Logo&message=Hello&privacy=on',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('value="Meena"');
    expect(response.body).toContain('not-an-email');
  });

  it('answer 503 with Retry-After at once when too many renders already wait', async () => {
    const small = await createTestApp({ RENDER_THREADS: '1', RENDER_QUEUE_MAX: '1' }, { renderWorker });
    try {
      const statuses = await Promise.all(Array.from({ length: 12 }, (_, n) => small.inject({ url: `/case-studies?q=busy${n}`, headers: { accept: 'text/html' } })));
      const busy = statuses.filter((response) => response.statusCode === 503);
      expect(statuses.filter((response) => response.statusCode === 200).length).toBeGreaterThanOrEqual(2);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]!.headers['retry-after']).toBe('2');
      expect(busy[0]!.headers['cache-control']).toBe('no-store');
    } finally {
      await small.close();
    }
  }, 60_000);
});
