/**
 * The 500 page: plain HTML that does not depend on React (which may be what failed) and
 * leaks nothing about the error. It uses the site stylesheet so it still looks like us, and
 * speaks the language of the URL that failed (/ta → Tamil).
 */
import { errorPageCopy } from '../../shared/i18n/copy/error-page.js';
import { htmlLang, localizePath, type Lang } from '../../shared/i18n/lang.js';
import { site } from '../../shared/site.js';

export function errorPageHtml(css: string[], lang: Lang = 'en'): string {
  const copy = errorPageCopy[lang];
  const links = css.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const email = `<a href="mailto:${site.email}">${site.email}</a>`;
  return `<!DOCTYPE html><html lang="${htmlLang[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${copy.title} | ${site.brand}</title>${links}</head><body><main class="not-found container"><h1 class="not-found__title">${copy.message}</h1><p>${copy.retry.replace('{email}', email)}</p><p><a class="button button--primary" href="${localizePath('/', lang)}">${copy.backLabel}</a></p></main></body></html>`;
}
