/**
 * What the browser downloads, read from the build's own metafile (dist/client-metafile.json):
 * page chunks carry their language only, content comes from the generated per-language
 * modules (never the files of content/ or the build's loader), zod stays out of everything
 * but the contact form, and a case-study page carries the bodies of its group only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodyText, content, tamil } from '../helpers/content.js';
import { homeCopy } from '../../shared/i18n/copy/pages/home.js';
import { distDir } from '../helpers/app.js';

const { caseStudies, services } = content;

type Metafile = { outputs: Record<string, { entryPoint?: string; inputs: Record<string, { bytesInOutput: number }>; imports: { path: string; kind: string }[] }> };
const metafile = JSON.parse(readFileSync(path.join(distDir, 'client-metafile.json'), 'utf8')) as Metafile;
const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
// The metafile names outputs relative to the repository root (esbuild's working directory).
const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8');

/** The inputs of an output and of every chunk it imports statically (what loading it brings). */
function inputsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const output = metafile.outputs[file];
  if (!output) return [];
  const own = Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([name]) => name);
  return [...own, ...output.imports.filter((imported) => imported.kind === 'import-statement').flatMap((imported) => inputsOf(imported.path, seen))];
}

const outputFor = (entryPoint: string) => outputs.find(([, output]) => output.entryPoint === entryPoint)?.[0];

describe('client bundle', () => {
  it('never ships the source records (both languages) or the schemas', () => {
    const inputs = outputs.flatMap(([file]) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
    expect(inputs.filter((input) => input.startsWith('content/') || input.startsWith('scripts/'))).toEqual([]);
    expect(inputs.filter((input) => input.endsWith('content/schema.ts') || input.endsWith('content/page-content.ts') || input.startsWith('node:'))).toEqual([]);
  });

  it('keeps zod in the contact page only', () => {
    for (const [file] of outputs) {
      const zod = inputsOf(file).filter((input) => input.includes('node_modules/zod'));
      if (zod.length === 0) continue;
      expect(metafile.outputs[file]?.entryPoint ?? file, 'only the contact page may bring zod').toMatch(/contact-page|chunk-/);
    }
    const entry = outputFor('client/entry.tsx');
    expect(entry && inputsOf(entry).some((input) => input.includes('node_modules/zod'))).toBe(false);
  });

  it('gives every page a content chunk per language, and no English chunk holds a Tamil translation', () => {
    const generated = outputs.filter(([, output]) => output.entryPoint?.startsWith('shared/content/generated/'));
    const english = generated.filter(([, output]) => output.entryPoint?.startsWith('shared/content/generated/en/'));
    const tamilChunks = generated.filter(([, output]) => output.entryPoint?.startsWith('shared/content/generated/ta/'));
    expect(english.length).toBeGreaterThan(15);
    expect(tamilChunks.length).toBe(english.length);
    const englishText = english.map(([file]) => read(file)).join('\n');
    const tamilText = tamilChunks.map(([file]) => read(file)).join('\n');
    caseStudies.forEach((caseStudy, index) => {
      const tamilTitle = tamil.caseStudies[index]!.title;
      expect(englishText, `case study ${caseStudy.id}`).not.toContain(tamilTitle);
      expect(tamilText, `case study ${caseStudy.id}`).toContain(tamilTitle);
      expect(tamilText, `case study ${caseStudy.id}`).not.toContain(caseStudy.summary);
    });
    services.forEach((service, index) => {
      expect(englishText).not.toContain(tamil.services[index]!.summary);
      expect(tamilText).not.toContain(service.summary);
    });
  });

  it('keeps Tamil translations out of the entry and the page component chunks', () => {
    const entry = outputFor('client/entry.tsx');
    expect(entry).toBeDefined();
    const code = [entry!, ...outputs.filter(([, output]) => output.entryPoint?.startsWith('shared/pages/')).map(([file]) => file)].map(read).join('\n');
    expect(code).not.toContain(homeCopy.ta.hero.title);
    expect(code).not.toContain(homeCopy.en.hero.title);
    expect(code).not.toContain(tamil.caseStudies[0]?.title);
  });

  it('keeps the home page below its first screen (cards, posters, logos, carousels) out of what the page loads first', () => {
    const firstLoad = ['client/entry.tsx', 'shared/pages/home-page.tsx', 'shared/content/generated/en/home.ts', 'shared/content/generated/ta/home.ts'].flatMap((entryPoint) => {
      const file = outputFor(entryPoint);
      expect(file, entryPoint).toBeDefined();
      return inputsOf(file!);
    });
    for (const later of ['shared/pages/home-more.tsx', 'shared/components/projects-carousel.tsx', 'shared/components/client-logo-carousel.tsx', 'shared/components/case-study-card.tsx']) {
      expect(firstLoad, later).not.toContain(later);
    }
    const homeContent = ['en', 'ta'].map((lang) => read(outputFor(`shared/content/generated/${lang}/home.ts`)!)).join('\n');
    expect(homeContent).not.toContain('/media/posters/');
    expect(homeContent).not.toContain('/media/client-logos/');
    for (const lang of ['en', 'ta']) expect(read(outputFor(`shared/content/generated/${lang}/home-more.ts`)!)).toContain('/media/posters/');
  });

  it('loads the bodies of ten case studies for a case-study page, not sixty', () => {
    const group = outputFor('shared/content/generated/en/case-studies-1.ts');
    expect(group).toBeDefined();
    const text = read(group!);
    for (const caseStudy of caseStudies) {
      // A stretch of the body's first paragraph without quotes (the minifier may re-quote strings).
      const paragraph = bodyText({ children: caseStudy.body.children.filter((node) => node.type === 'element' && node.tagName === 'p') })[0];
      const sample = /[^'"\\\n]{40}/.exec(paragraph ?? '')?.[0] ?? '';
      expect(sample, `case study ${caseStudy.id} has a paragraph`).not.toBe('');
      if (caseStudy.id <= 10) expect(text, `case study ${caseStudy.id}`).toContain(sample);
      else expect(text, `case study ${caseStudy.id}`).not.toContain(sample);
    }
  });
});
