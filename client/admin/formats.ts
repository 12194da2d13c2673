/**
 * How the editor reads and writes our files: YAML, and Markdown with YAML frontmatter, as the
 * validator reads them (scripts/content/source.ts). Decap's own formats are replaced for two
 * reasons:
 *   - an optional field left empty must be left out of the file: the schemas refuse empty
 *     text and null, and Decap writes "" for an emptied field and null for an optional
 *     same-in-both-languages field (a photo) copied to the Tamil file while unset;
 *   - lines are never folded (a long summary stays one line, as the files are written by hand).
 * Keys keep the order of the configuration's fields (Decap passes it as `sortedKeys`).
 */
import { Document, parse } from 'yaml';
import type { CMS } from 'decap-cms-core';

export const FRONTMATTER_FORMAT = 'kolam-frontmatter';
export const YAML_FORMAT = 'kolam-yaml';

/** Without empty values: null, undefined, "" (and objects left empty by that), at every depth. */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty).filter((item) => item !== undefined);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).flatMap(([key, item]) => {
      const kept = withoutEmpty(item);
      return kept === undefined ? [] : [[key, kept] as const];
    });
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
  return value;
}

function ordered(data: Record<string, unknown>, sortedKeys: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of sortedKeys) if (key in data) out[key] = data[key];
  for (const [key, value] of Object.entries(data)) if (!(key in out)) out[key] = value;
  return out;
}

export function toYaml(data: Record<string, unknown>, sortedKeys?: readonly string[]): string {
  const clean = (withoutEmpty(data) as Record<string, unknown> | undefined) ?? {};
  return new Document(ordered(clean, sortedKeys)).toString({ lineWidth: 0 });
}

const FRONTMATTER = /^---\r?\n([\s\S]*?\r?\n)?---(\r?\n|$)/;

export function fromFrontmatter(content: string): Record<string, unknown> {
  const match = FRONTMATTER.exec(content);
  if (!match) return { body: content };
  const meta = (parse(match[1] ?? '') as Record<string, unknown> | null) ?? {};
  return { ...meta, body: content.slice(match[0].length).replace(/^\r?\n/, '') };
}

export function toFrontmatter(data: Record<string, unknown>, sortedKeys?: readonly string[]): string {
  const { body, ...meta } = data;
  const text = typeof body === 'string' ? body.trim() : '';
  return `---\n${toYaml(meta, sortedKeys)}---\n${text ? `\n${text}\n` : ''}`;
}

export function registerFormats(cms: CMS): void {
  cms.registerCustomFormat(FRONTMATTER_FORMAT, 'md', {
    fromFile: (content) => fromFrontmatter(content),
    toFile: (data, sortedKeys) => toFrontmatter(data as Record<string, unknown>, sortedKeys),
  });
  cms.registerCustomFormat(YAML_FORMAT, 'yaml', {
    fromFile: (content) => (parse(content) as Record<string, unknown> | null) ?? {},
    toFile: (data, sortedKeys) => toYaml(data as Record<string, unknown>, sortedKeys),
  });
}
