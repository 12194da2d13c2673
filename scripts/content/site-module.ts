/**
 * shared/content/generated/site.ts: the studio's facts from content/site.yaml, as the module
 * the site imports (shared/site.ts). Written first in every build, before anything that
 * imports the facts is bundled; unchanged files are not rewritten.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from './problems.js';
import { loadSiteFacts } from './site-facts.js';

export const SITE_MODULE = 'shared/content/generated/site.ts';

export function writeSiteModule(root: string): boolean {
  const problems: string[] = [];
  const facts = loadSiteFacts(root, problems);
  if (!facts) throw new ContentError(problems);
  const source = [
    '// GENERATED from content/site.yaml by scripts/content/site-module.ts: do not edit.',
    "import type { SiteFacts } from '../../site-facts.js';",
    '',
    `export const site: SiteFacts = ${JSON.stringify(facts, null, 2)};`,
    '',
  ].join('\n');
  const file = path.join(root, SITE_MODULE);
  let current: string | undefined;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === source) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
  return true;
}
