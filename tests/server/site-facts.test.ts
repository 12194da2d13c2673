/**
 * Every studio fact is written once, in content/site.yaml (issue 28): no other content file or
 * source file carries a phone number, an e-mail address or the postal address, and a phone
 * changed in site.yaml is the phone of every page (footer, contact page, meta description,
 * structured data, legal pages) with the old one nowhere.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSiteFacts } from '../../scripts/content/site-facts.js';
import type { SiteFacts } from '../../shared/site-facts.js';
import { clientDir, TEST_SITE_URL } from '../helpers/app.js';
import { site } from '../helpers/content.js';

/** Files a fact must not be written in: the content (but site.yaml) and the site's own code. */
function sourceFiles(): string[] {
  const files: string[] = [];
  for (const top of ['content', 'shared', 'server', 'client']) {
    for (const name of readdirSync(top, { recursive: true, encoding: 'utf8' })) {
      const file = path.join(top, name);
      if (/\.(md|ya?ml|ts|tsx|css)$/.test(name) && !file.includes(`${path.sep}generated${path.sep}`) && file !== path.join('content', 'site.yaml')) files.push(file);
    }
  }
  return files;
}

describe('the studio facts in content/site.yaml', () => {
  it('are written nowhere else: no phone number, e-mail address or postal address in another file', () => {
    const digits = (text: string) => text.replace(/\D/g, '');
    const phones = site.phones.map((phone) => digits(phone.label).slice(-10));
    const addressParts = [site.address.street.en.split(',')[2]!.trim(), site.address.street.ta.split(',')[2]!.trim(), site.address.postalCode];
    const found: string[] = [];
    for (const file of sourceFiles()) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        const where = `${file}:${index + 1}`;
        for (const phone of phones) if (digits(line).includes(phone)) found.push(`${where}: phone ${phone}`);
        if (line.includes(site.email)) found.push(`${where}: ${site.email}`);
        for (const part of addressParts) if (line.includes(part)) found.push(`${where}: ${part}`);
      });
    }
    expect(addressParts[0]).toBe('Cathedral Road');
    expect(found).toEqual([]);
  });
});

describe('a phone changed in content/site.yaml', () => {
  const NEW_PHONE = '+91 99440 12345';
  const OLD_PHONE = site.phones[0]!.label;
  const folders: string[] = [];
  let render: (url: string) => Promise<string>;

  beforeAll(async () => {
    // The checkout's content with the first phone changed, built into data files beside the built client's manifest.
    const root = mkdtempSync(path.join(tmpdir(), 'kolam-facts-'));
    folders.push(root);
    cpSync('content', path.join(root, 'content'), { recursive: true });
    const siteFile = path.join(root, 'content', 'site.yaml');
    writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace(`number: ${OLD_PHONE}`, `number: ${NEW_PHONE}`));
    const problems: string[] = [];
    const facts = loadSiteFacts(root, problems) as SiteFacts;
    expect(problems).toEqual([]);
    // The site's code reads the facts from the module the build writes from site.yaml
    // (shared/content/generated/site.ts): here, the one written from the changed file. Every
    // module is loaded again after it, as a new build would bundle them.
    vi.doMock('../../shared/content/generated/site.js', () => ({ site: facts }));
    vi.resetModules();
    const { readContent } = await import('../../scripts/prebuild.js');
    const { writePageData } = await import('../../scripts/content/page-data.js');
    const { createRenderer } = await import('../../server/render/render-page.js');
    const content = await readContent(root);
    const client = path.join(root, 'client');
    cpSync(path.join(clientDir, 'manifest.json'), path.join(client, 'manifest.json'));
    await writePageData(path.join(client, 'data'), content.byLang);
    const renderer = await createRenderer({ clientDir: client, siteUrl: TEST_SITE_URL });
    render = async (url) => Buffer.from((await renderer({ url, year: 2026 })).body).toString('utf8');
  });
  afterAll(() => {
    vi.doUnmock('../../shared/content/generated/site.js');
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('is the phone of every page, in both languages, and the old one is on none', async () => {
    for (const url of ['/', '/ta', '/contact', '/ta/contact', '/case-studies/1', '/privacy', '/ta/terms', '/no-such-page']) {
      const html = await render(url);
      expect(html, url).toContain(NEW_PHONE);
      expect(html, url).toContain(`tel:${NEW_PHONE.replace(/ /g, '')}`);
      expect(html, url).not.toContain(OLD_PHONE);
      expect(html, url).not.toContain(OLD_PHONE.replace(/ /g, ''));
    }
  });

  it('is in the contact page’s description and in the studio’s structured data', async () => {
    const html = await render('/contact');
    expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toContain(NEW_PHONE);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as { '@graph': { '@type': string; telephone?: string; contactPoint?: { telephone: string }[] }[] };
    const studio = jsonLd['@graph'].find((node) => node['@type'] === 'ProfessionalService');
    expect(studio?.telephone).toBe(NEW_PHONE);
    expect(studio?.contactPoint?.map((point) => point.telephone)).toContain(NEW_PHONE);
  });
});
