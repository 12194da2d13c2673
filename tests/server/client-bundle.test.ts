/**
 * What the browser downloads, read from the build's own metafile (dist/client-metafile.json):
 * code only, in no language (text and records come in each page's data, in its language),
 * never the files of content/ or the build's loader, zod in the contact form only, and the
 * home page's sections below its first screen in a chunk of their own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { content, tamil } from '../helpers/content.js';
import { homeCopy } from '../../shared/routes/home/copy.js';
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
  it('never ships content files, the build’s loader, the schemas or the data builders', () => {
    const inputs = outputs.flatMap(([file]) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
    expect(inputs.filter((input) => input.startsWith('content/') || input.startsWith('scripts/'))).toEqual([]);
    expect(inputs.filter((input) => input.endsWith('content/schema.ts') || /shared\/routes\/[^/]+\/data\.ts$/.test(input) || input.startsWith('node:'))).toEqual([]);
  });

  it('keeps zod in the contact page only', () => {
    for (const [file] of outputs) {
      const zod = inputsOf(file).filter((input) => input.includes('node_modules/zod'));
      if (zod.length === 0) continue;
      expect(metafile.outputs[file]?.entryPoint ?? file, 'only the contact page may bring zod').toMatch(/routes\/contact\/page|chunk-/);
    }
    const entry = outputFor('client/entry.tsx');
    expect(entry && inputsOf(entry).some((input) => input.includes('node_modules/zod'))).toBe(false);
  });

  it('gives every page a chunk of its own, and carries no page text or record in any script', () => {
    for (const route of ['home', 'services', 'service', 'industries', 'industry', 'solutions', 'case-studies', 'case-study', 'project', 'about', 'contact', 'blog', 'blog-post', 'learn', 'terms', 'privacy']) {
      expect(outputFor(`shared/routes/${route}/page.tsx`), route).toBeDefined();
    }
    const code = outputs.map(([file]) => read(file)).join('\n');
    expect(code).not.toContain(homeCopy.en.hero.title);
    expect(code).not.toContain(homeCopy.ta.hero.title);
    expect(code).not.toContain(tamil.caseStudies[0]!.title);
    expect(code).not.toContain(caseStudies[0]!.summary);
    for (const service of services) expect(code).not.toContain(service.summary);
  });

  it('keeps the home page below its first screen (cards, posters, logos, carousels) out of what the page loads first', () => {
    const firstLoad = ['client/entry.tsx', 'shared/routes/home/page.tsx'].flatMap((entryPoint) => {
      const file = outputFor(entryPoint);
      expect(file, entryPoint).toBeDefined();
      return inputsOf(file!);
    });
    for (const later of ['shared/routes/home/sections.tsx', 'shared/components/projects-carousel.tsx', 'shared/components/client-logo-carousel.tsx', 'shared/components/case-study-card.tsx']) {
      expect(firstLoad, later).not.toContain(later);
    }
  });

  it('writes each case study’s data into a file of its own, in each language', () => {
    const dataDir = path.join(distDir, 'client', 'data');
    for (const caseStudy of caseStudies) {
      const english = readFileSync(path.join(dataDir, 'en', 'case-study', `${caseStudy.id}.json`), 'utf8');
      expect(english).toContain(JSON.stringify(caseStudy.title));
      expect(english).not.toContain(JSON.stringify(tamil.caseStudies.find((other) => other.id === caseStudy.id)!.title));
      const others = caseStudies.filter((other) => other.id !== caseStudy.id && Math.abs(other.id - caseStudy.id) > 1);
      for (const other of others.slice(0, 3)) expect(english).not.toContain(JSON.stringify(other.summary));
    }
  });
});
