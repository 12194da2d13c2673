/**
 * The real app for app.inject() tests, and a reader that sees a page as a visitor or a
 * crawler does: status, headers, the parsed document (linkedom), visible text, headings,
 * links, landmarks and <head> meta — never class names, attribute order or React's markers.
 *
 *   const app = useTestApp();                 // buildApp in beforeAll, closed in afterAll
 *   const page = await getPage(app(), '/services');
 *   expect(page.status).toBe(200);
 *   expect(page.heading(1)).toBe('Our Services');
 *   expect(page.meta('description')).toContain('Branding');
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../server/app.js';
import type { Config } from '../../server/config.js';
import { testConfig } from './config.js';

/** The build under test: dist/ or DIST_DIR (so parallel builds do not clobber each other). */
export const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
export const clientDir = path.join(distDir, 'client');
/** The built render thread the app renders pages on (as the server does). */
export const renderWorker = path.join(distDir, 'server', 'render-worker.js');

export const TEST_SITE_URL = 'https://kolamstudio.example';

type Overrides = Partial<Record<keyof Config, string>>;

/** A temporary folder, removed when the test file ends. */
export function tempDir(prefix = 'kolam-test-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * The whole app, built with buildApp() exactly as the server builds it (as fastify/demo's
 * test/helper.ts does), with a temporary DATA_DIR. The caller closes it.
 */
export async function createTestApp(overrides: Overrides = {}): Promise<FastifyInstance> {
  const dataDir = overrides.DATA_DIR ?? madeDataDir();
  return buildApp(testConfig({ DATA_DIR: dataDir, SITE_URL: TEST_SITE_URL, ...overrides }), { clientDir, renderWorker });
}

/** DATA_DIRs made here, removed when the test file ends. */
const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function madeDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kolam-test-'));
  dataDirs.push(dir);
  return dir;
}

/** One app for a test file: built before its tests, closed (and its data folder removed) after. */
export function useTestApp(overrides: Overrides = {}): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await createTestApp(overrides);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('useTestApp(): the app is built in beforeAll');
    return app;
  };
}

// ---------------------------------------------------------------- reading a page

type Root = { querySelectorAll(selectors: string): ArrayLike<Element> & Iterable<Element>; querySelector(selectors: string): Element | null };

/** Text as a reader sees it: scripts and templates left out, whitespace collapsed. */
/** An attribute as a browser reads it: names are case-insensitive in HTML (React writes dateTime, srcSet, fetchPriority). */
export function attribute(element: Element | null | undefined, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return [...(element?.attributes ?? [])].find((candidate) => candidate.name.toLowerCase() === wanted)?.value;
}

export function visibleText(node: Element | null | undefined): string {
  if (!node) return '';
  const clone = node.cloneNode(true) as Element;
  for (const hidden of clone.querySelectorAll('script, style, template, noscript')) hidden.remove();
  return (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The accessible name of an element, as far as these pages use it. */
export function accessibleName(element: Element, document: Document): string {
  const label = element.getAttribute('aria-label');
  if (label) return label.trim();
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) return labelledBy.split(/\s+/).map((id) => visibleText(document.getElementById(id))).join(' ').trim();
  if (element.tagName === 'IMG') return (element.getAttribute('alt') ?? '').trim();
  const clone = element.cloneNode(true) as Element;
  for (const image of clone.querySelectorAll('img[alt]')) image.replaceWith(image.getAttribute('alt') ?? '');
  for (const hidden of clone.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return visibleText(clone);
}

export type Link = { name: string; href: string; current: string | null };

export type Page = {
  response: LightMyRequestResponse;
  status: number;
  headers: LightMyRequestResponse['headers'];
  html: string;
  document: Document;
  /** The <main> landmark. */
  main: Element;
  /** Visible text of <main>. */
  text: string;
  title: string;
  lang: string | null;
  /** <meta name=…> content. */
  meta(name: string): string | undefined;
  /** <meta property=…> content (Open Graph). */
  property(name: string): string | undefined;
  /** Every <meta property=…> content of that name, in order. */
  properties(name: string): string[];
  canonical: string | undefined;
  /** Text of the headings of one level inside <main>, in order. */
  headings(level: number, within?: Root): string[];
  /** The first heading of a level inside <main>. */
  heading(level: number): string | undefined;
  /** Links with their accessible names, inside <main> unless another root is given. */
  links(within?: Root): Link[];
  /** The href of the link with this accessible name (first match). */
  href(name: string | RegExp, within?: Root): string | undefined;
  /** Buttons' accessible names. */
  buttons(within?: Root): string[];
  /** A landmark or named region (nav, section, form, …) by its accessible name. */
  region(name: string | RegExp): Element;
  /** Items of the lists inside an element, as text. */
  items(within: Root): string[];
  /** The JSON in <script type="application/json" id="boot-data">. */
  boot(): Record<string, unknown>;
};

const matches = (value: string, name: string | RegExp) => (typeof name === 'string' ? value === name : name.test(value));

/** Read an HTML document as a visitor or crawler would. */
export function readPage(response: LightMyRequestResponse): Page {
  const html = response.body;
  const { document } = parseHTML(html);
  const main = document.querySelector('main') ?? document.body;
  const inMain = (root?: Root): Root => root ?? main;
  const page: Page = {
    response,
    status: response.statusCode,
    headers: response.headers,
    html,
    document,
    main,
    text: visibleText(main),
    title: document.title,
    lang: document.documentElement.getAttribute('lang'),
    meta: (name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined,
    property: (name) => document.querySelector(`meta[property="${name}"]`)?.getAttribute('content') ?? undefined,
    properties: (name) => [...document.querySelectorAll(`meta[property="${name}"]`)].map((meta) => meta.getAttribute('content') ?? ''),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    headings: (level, within) => [...inMain(within).querySelectorAll(`h${level}`)].map((heading) => visibleText(heading)),
    heading: (level) => visibleText(main.querySelector(`h${level}`)) || undefined,
    links: (within) =>
      [...inMain(within).querySelectorAll('a[href]')].map((link) => ({
        name: accessibleName(link, document),
        href: link.getAttribute('href') ?? '',
        current: link.getAttribute('aria-current'),
      })),
    href: (name, within) => page.links(within).find((link) => matches(link.name, name))?.href,
    buttons: (within) => [...inMain(within).querySelectorAll('button, [role="button"]')].map((button) => accessibleName(button, document)),
    region: (name) => {
      const candidates = [...document.querySelectorAll('nav, section, form, aside, header, footer, article, [role], ul[aria-label], dl[aria-label]')];
      const found = candidates.find((element) => matches(accessibleName(element, document), name) && (element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')));
      if (!found) throw new Error(`no region named ${String(name)}`);
      return found;
    },
    items: (within) => [...within.querySelectorAll('li')].map((item) => visibleText(item)),
    boot: () => JSON.parse(document.getElementById('boot-data')?.textContent ?? '{}') as Record<string, unknown>,
  };
  return page;
}

/** GET a URL as a browser asks for a page, and read the answer. */
export async function getPage(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<Page> {
  return readPage(await app.inject({ url, headers: { accept: 'text/html', ...headers } }));
}

/** Asserts that the strings occur in `text` in this order. */
export function expectInOrder(text: string, parts: readonly string[]): void {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect(at, `"${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

/**
 * Send raw bytes to the app over a real socket (it listens on a free loopback port for the
 * purpose) and read the answer: for request targets an HTTP client would rewrite first.
 */
export async function rawRequest(app: FastifyInstance, request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/** A temporary data folder, removed when the test file ends (the contact tests' stores). */
export function tempDataDir(): string {
  return tempDir('kolam-test-');
}
