/**
 * The CSS a page needs for its first paint: the site stylesheet without the rules whose
 * selectors name a class or id that the page's HTML does not use (docs/decisions/013).
 *
 * Deliberately generous, and cheap enough to run at build time for every page kind:
 *   - a style rule is kept when any selector of its list names only classes and ids found in
 *     the HTML (element, attribute and pseudo selectors never drop a rule; classes inside
 *     :not(), :is(), :where() and :has() are ignored, which only keeps more);
 *   - @media, @supports, @container and @layer blocks are pruned inside and kept if not empty,
 *     for every width at once (the same block serves phones and desktops);
 *   - every other at-rule (@font-face, @keyframes, @property) is kept as it is.
 * Classes that only the app's JavaScript adds (carousel states, an open menu) are dropped:
 * scripts run after the full stylesheet has loaded (a pending stylesheet holds module
 * scripts back), so those states are always drawn by it.
 *
 * Input is esbuild's minified CSS (no comments, nesting lowered); strings are respected.
 */

/** The class and id names an HTML document uses. */
export type Vocabulary = { classes: Set<string>; ids: Set<string> };

export function vocabularyOf(htmls: readonly string[]): Vocabulary {
  const classes = new Set<string>();
  const ids = new Set<string>();
  for (const html of htmls) {
    for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of value!.split(/\s+/)) if (name) classes.add(name);
    for (const [, value] of html.matchAll(/\sid="([^"]*)"/g)) ids.add(value!);
  }
  return { classes, ids };
}

type Block = { prelude: string; body: string };
type Item = string | Block;

/** Split CSS into top-level statements (`@import …;`) and blocks (`prelude{body}`). */
function parse(css: string): Item[] {
  const items: Item[] = [];
  let start = 0;
  let i = 0;
  while (i < css.length) {
    const c = css[i]!;
    if (c === '"' || c === "'") {
      i = skipString(css, i);
      continue;
    }
    if (c === ';') {
      const statement = css.slice(start, i + 1).trim();
      if (statement) items.push(statement);
      start = i + 1;
    } else if (c === '{') {
      const end = matchingBrace(css, i);
      items.push({ prelude: css.slice(start, i).trim(), body: css.slice(i + 1, end) });
      start = end + 1;
      i = end;
    }
    i += 1;
  }
  const rest = css.slice(start).trim();
  if (rest) items.push(rest);
  return items;
}

function skipString(css: string, at: number): number {
  const quote = css[at];
  let i = at + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i]!;
    if (c === '"' || c === "'") {
      i = skipString(css, i) - 1;
    } else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  throw new Error('unbalanced braces in CSS');
}

/** Selectors of a list, split at top-level commas. */
function splitSelectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/** The selector without functional pseudo-classes and attribute selectors (whose values may look like classes). */
function stripped(selector: string): string {
  let s = selector.replace(/\[[^\]]*\]/g, '');
  for (let previous = ''; previous !== s; ) {
    previous = s;
    s = s.replace(/::?[\w-]+\([^()]*\)/g, '');
  }
  return s;
}

function selectorApplies(selector: string, vocabulary: Vocabulary): boolean {
  const s = stripped(selector);
  for (const [, name] of s.matchAll(/\.((?:[\w-]|\\.)+)/g)) if (!vocabulary.classes.has(name!.replace(/\\(.)/g, '$1'))) return false;
  for (const [, name] of s.matchAll(/#((?:[\w-]|\\.)+)/g)) if (!vocabulary.ids.has(name!.replace(/\\(.)/g, '$1'))) return false;
  return true;
}

const GROUPING = /^@(media|supports|container|layer)\b/;

/** The rules of `css` (minified) that can apply to a page with this vocabulary, in their order. */
export function pruneCss(css: string, vocabulary: Vocabulary): string {
  let out = '';
  for (const item of parse(css)) {
    if (typeof item === 'string') {
      out += item;
    } else if (item.prelude.startsWith('@')) {
      if (GROUPING.test(item.prelude)) {
        const inner = pruneCss(item.body, vocabulary);
        if (inner) out += `${item.prelude}{${inner}}`;
      } else {
        out += `${item.prelude}{${item.body}}`;
      }
    } else if (splitSelectors(item.prelude).some((selector) => selectorApplies(selector, vocabulary))) {
      out += `${item.prelude}{${item.body}}`;
    }
  }
  return out;
}
