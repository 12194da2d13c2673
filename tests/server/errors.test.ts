/** A failure answers a 500 that leaks nothing, as HTML for browsers and JSON for the rest. */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.js';
import pages from '../../server/plugins/pages.js';
import { clientDir } from '../helpers/app.js';

const app = Fastify({ logger: false });

beforeAll(async () => {
  app.decorate('config', testConfig());
  await app.register(pages, { clientDir });
  app.get('/boom', async () => {
    throw new Error('SMTP password is hunter2');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('server errors', () => {
  it('shows browsers our own 500 page without the error text', async () => {
    const response = await app.inject({ url: '/boom', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Something went wrong on our side.');
    expect(response.body).not.toContain('hunter2');
    expect(response.body).toContain('<link rel="stylesheet" href="/assets/');
  });

  it('answers other clients with a generic JSON error', async () => {
    const response = await app.inject({ url: '/boom', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
  });
});
