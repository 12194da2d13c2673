/**
 * What a page chunk carries: the modules pages import must bundle for the browser without
 * zod or Node built-ins, and the case-study list module must not pull in the bodies.
 */
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const clientModules = [
  'shared/content/services.ts',
  'shared/content/industries.ts',
  'shared/content/case-studies.ts',
  'shared/content/case-study-details.ts',
  'shared/content/solutions.ts',
  'shared/content/posters.ts',
  'shared/content/client-logos.ts',
  'shared/content/gallery.ts',
  'shared/content/blog.ts',
  'shared/content/courses.ts',
  'shared/content/faq.ts',
  'shared/content/legal.ts',
  'shared/content/learn.ts',
  'shared/content/page-images.ts',
  'shared/content/media.ts',
  'shared/content/constants.ts',
  'shared/components/responsive-image.tsx',
];

async function inputsOf(entry: string): Promise<string[]> {
  const result = await esbuild.build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    external: ['react', 'react/jsx-runtime'],
    jsx: 'automatic',
    logLevel: 'silent',
    absWorkingDir: root,
  });
  return Object.keys(result.metafile.inputs);
}

describe('client content modules', () => {
  it.each(clientModules)('%s bundles without zod, schema.ts or Node built-ins', async (entry) => {
    const inputs = await inputsOf(entry);
    expect(inputs.filter((file) => file.includes('node_modules/zod') || file.endsWith('content/schema.ts') || file.startsWith('node:'))).toEqual([]);
  });

  it('the case-study list module does not carry the case-study bodies', async () => {
    const inputs = await inputsOf('shared/content/case-studies.ts');
    expect(inputs.filter((file) => file.includes('data/case-studies/'))).toEqual([]);
    expect(inputs).toContain('shared/content/generated/case-study-cards.ts');
  });
});
