/**
 * Reading one content file (content/…): YAML, or Markdown with YAML frontmatter, kept with
 * the line of every value so a problem can say `file:line: field message`, and checked
 * against its zod schema in words an editor understands.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import type { z } from 'zod';

/** One problem, one line: "content/faq/index.ta.yaml:14: questions[2].answer must not be empty". */
export type Problem = string;

export type Path = readonly PropertyKey[];

export type SourceFile = {
  /** The path from the repository root, as problems name it. */
  file: string;
  /** The YAML (or the frontmatter) as plain values. */
  data: unknown;
  /** The line a value starts on (1-based), or the nearest enclosing value's. */
  lineOf(path: Path): number;
  /** A Markdown file's body and the line it starts on. */
  body?: { text: string; line: number };
};

/**
 * Reads `file` (relative to `root`). YAML errors are problems; a Markdown file must start
 * with a frontmatter block between two `---` lines.
 */
export function readSource(root: string, file: string, problems: Problem[]): SourceFile | undefined {
  let raw: string;
  try {
    raw = readFileSync(path.join(root, file), 'utf8').replace(/\r\n?/g, '\n');
  } catch {
    problems.push(`${file}: cannot be read`);
    return undefined;
  }
  if (!file.endsWith('.md')) return parseYaml(file, raw, 0, problems);
  const match = /^---\n([\s\S]*?\n)?---(\n|$)/.exec(raw);
  if (!match) {
    problems.push(`${file}:1: must start with frontmatter: a line "---", the fields in YAML, and another "---"`);
    return undefined;
  }
  const yamlText = match[1] ?? '';
  const source = parseYaml(file, yamlText, 1, problems);
  if (!source) return undefined;
  const bodyStart = match[0].length;
  return { ...source, body: { text: raw.slice(bodyStart), line: raw.slice(0, bodyStart).split('\n').length } };
}

/**
 * The last parse of each file, by its text: `npm run dev` reads every file again on each save
 * (build.mjs --watch), and parsing the unchanged YAML was a third of that step's time. A
 * document is only read after parsing (toJS makes new values each time), so it can be shared.
 */
const parsed = new Map<string, { text: string; doc: Document; lines: LineCounter }>();

function parseYaml(file: string, text: string, lineOffset: number, problems: Problem[]): SourceFile | undefined {
  let entry = parsed.get(file);
  if (entry?.text !== text) {
    const lines = new LineCounter();
    entry = { text, lines, doc: parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true }) };
    parsed.set(file, entry);
  }
  const { doc, lines } = entry;
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      const line = lines.linePos(error.pos[0]).line + lineOffset;
      problems.push(`${file}:${line}: is not valid YAML (${error.message.split('\n')[0]}); check the indentation and quote text that contains ": " or starts with a quote`);
    }
    return undefined;
  }
  const lineAt = (node: YamlNode | null | undefined) => (node?.range ? lines.linePos(node.range[0]).line + lineOffset : lineOffset + 1);
  return { file, data: doc.toJS() ?? {}, lineOf: (at) => lineAt(nodeAt(doc, at)) };
}

/** The deepest node along a path (a missing field is reported where its parent starts). */
function nodeAt(doc: Document, at: Path): YamlNode | null | undefined {
  let node: YamlNode | null | undefined = doc.contents;
  for (let depth = 1; depth <= at.length; depth++) {
    const next: unknown = doc.getIn(at.slice(0, depth), true);
    if (!next || typeof next !== 'object' || !('range' in next)) break;
    node = next as YamlNode;
  }
  return node;
}

/** The line of a key inside the map at `at` (for "unknown field" problems). */
function keyLine(source: SourceFile, at: Path, key: string): number {
  return source.lineOf([...at, key]);
}

/** "questions[2].answer", "category" or "" for the whole file. */
export function formatPath(at: Path): string {
  return at.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`)).join('');
}

/** Checks `source.data` against a schema; every issue becomes a problem on its line. */
export function checkSchema<S extends z.ZodType>(source: SourceFile, schema: S, problems: Problem[]): z.infer<S> | undefined {
  const result = schema.safeParse(source.data, { error: errorMap });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const where = formatPath([...issue.path, key]);
        problems.push(`${source.file}:${keyLine(source, issue.path, key)}: unknown field "${where}"; check its spelling (docs/content.md lists the fields)`);
      }
      continue;
    }
    const where = formatPath(issue.path);
    problems.push(`${source.file}:${source.lineOf(issue.path)}: ${where ? `${where} ` : ''}${issue.message}`);
  }
  return undefined;
}

/** Clear messages for the issues zod words generically; a schema's own messages win. */
const errorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is missing' : `must be ${expected(issue.expected)}, not ${describe(issue.input)}`;
    case 'invalid_value':
      return `${describe(issue.input)} is not one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'date' ? `${describe(issue.input)} is not a date in YYYY-MM-DD form` : issue.format === 'email' ? `${describe(issue.input)} is not an e-mail address` : undefined;
    case 'too_small':
      return issue.origin === 'array' ? `must have at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}` : undefined;
    case 'too_big':
      return issue.origin === 'array' ? `must have at most ${issue.maximum} item${issue.maximum === 1 ? '' : 's'}` : undefined;
    default:
      return undefined;
  }
};

function expected(type: string): string {
  return type === 'array' ? 'a list' : type === 'object' ? 'a group of fields' : type === 'string' ? 'text' : `a ${type}`;
}

export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'a group of fields' : typeof value;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
