/** A failure answers a 500 that leaks nothing, as HTML for browsers and JSON for the rest. */
import { describe, expect, it, vi } from 'vitest';
import { errorPageCopy } from '../../shared/i18n/copy/error-page.js';
import { getPage, useTestApp } from '../helpers/app.js';

// The real app, with a fault injected from outside: its render threads fail the way a bug
// would (with a secret in the message) for one search, and render everything else.
vi.mock('../../server/render/render-pool.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/render/render-pool.js')>();
  return {
    ...original,
    createRenderPool: (...args: Parameters<typeof original.createRenderPool>) => {
      const pool = original.createRenderPool(...args);
      return {
        ...pool,
        render: async (request: Parameters<typeof pool.render>[0]) => {
          if (request.url.includes('q=boom')) throw new Error('SMTP password is hunter2');
          return pool.render(request);
        },
      };
    },
  };
});

const app = useTestApp();
const BOOM = '/case-studies?q=boom';

describe('server errors', () => {
  it('shows browsers our own 500 page without the error text', async () => {
    const page = await getPage(app(), BOOM);
    expect(page.status).toBe(500);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.document.body.textContent).toContain('Something went wrong on our side.');
    expect(page.html).not.toContain('hunter2');
    expect(page.document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toMatch(/^\/assets\//);
  });

  it('speaks Tamil to a failed /ta URL, with the way back to the Tamil home page', async () => {
    const page = await getPage(app(), `/ta${BOOM}`);
    expect(page.status).toBe(500);
    expect(page.lang).toBe('ta');
    expect(page.title).toBe(`${errorPageCopy.ta.title} | Kolam Studio`);
    expect(page.heading(1)).toBe(errorPageCopy.ta.message);
    expect(page.text).toContain('hello@kolamstudio.in என்ற முகவரிக்கு எழுதுங்கள்.');
    expect(page.href(errorPageCopy.ta.backLabel)).toBe('/ta');
    expect(page.html).not.toContain('hunter2');
  });

  it('answers other clients with a generic JSON error', async () => {
    const response = await app().inject({ url: BOOM, headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
  });
});
