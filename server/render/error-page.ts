/**
 * The 500 page: plain HTML that does not depend on React (which may be what failed) and
 * leaks nothing about the error. It uses the site stylesheet so it still looks like us.
 */
import { site } from '../../shared/site.js';

export function errorPageHtml(css: string[]): string {
  const links = css.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Something went wrong | ${site.brand}</title>${links}</head><body><main class="not-found container"><h1 class="not-found__title">Something went wrong on our side.</h1><p>Please try again in a moment. If it keeps happening, write to <a href="mailto:${site.email}">${site.email}</a>.</p><p><a class="button button--primary" href="/">Back to the home page</a></p></main></body></html>`;
}
