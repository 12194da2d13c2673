/** A failure answers a 500 that leaks nothing, as HTML for browsers and JSON for the rest. */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { getPage, useTestApp } from '../helpers/app.js';

// The real app, plus one route that fails the way a bug would (with a secret in its message).
const app = useTestApp({}, {
  plugins: [
    async (instance: FastifyInstance) => {
      instance.get('/boom', async () => {
        throw new Error('SMTP password is hunter2');
      });
    },
  ],
});

describe('server errors', () => {
  it('shows browsers our own 500 page without the error text', async () => {
    const page = await getPage(app(), '/boom');
    expect(page.status).toBe(500);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.document.body.textContent).toContain('Something went wrong on our side.');
    expect(page.html).not.toContain('hunter2');
    expect(page.document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toMatch(/^\/assets\//);
  });

  it('answers other clients with a generic JSON error', async () => {
    const response = await app().inject({ url: '/boom', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
  });
});
