/**
 * A content file's Markdown body → an HTML syntax tree (hast) that <MarkdownBody> renders as
 * React elements, checked on the way (unified: remark-parse, then mdast-util-to-hast, the
 * step remark-rehype runs). What editors may write: headings, paragraphs, lists, block quotes
 * with an attribution line ("— Name, Role"), links, emphasis and images beside the file.
 * Raw HTML is refused (never passed through as a string), as are images from elsewhere and
 * links to pages that do not exist. Problems carry the file and line.
 */
import type { Element, ElementContent, Properties, Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { IMAGE_EXTENSIONS } from '../../shared/content/schema.js';
import type { MediaRef } from '../../shared/content/types.js';
import type { Problem } from './source.js';

export type BodyKind = 'case-study' | 'blog' | 'legal';

export type MarkdownOptions = {
  file: string;
  /** The line of the file the body starts on. */
  line: number;
  kind: BodyKind;
  /** Fills {{placeholders}} (site facts) in a text; `where` names the file and line. */
  fill(text: string, where: string): string;
  /** An image file beside the content file ("./photo.jpg"), or undefined with a problem reported. */
  image(relativePath: string, alt: string, where: string): MediaRef | undefined;
  /** Whether a language-neutral path ("/services/branding") is a page of the site. */
  isPage(path: string): boolean;
};

/** Heading depths each kind of body may use, and how to say so. */
const HEADINGS: Record<BodyKind, { depths: number[]; rule: string }> = {
  'case-study': { depths: [2, 3], rule: 'a case study uses "##" for sections and "###" below them (the page title is the only top heading)' },
  blog: { depths: [1, 2, 3], rule: 'a blog post uses "#" for its opening headline, "##" for sections and "###" below them' },
  legal: { depths: [2], rule: 'a legal page uses "##" for its sections' },
};

/** Trailing "{#id}" on a heading: the section's anchor (legal pages). */
const HEADING_ID = /\s*\{#([a-z0-9-]+)\}\s*$/;
/** A block quote's last paragraph when it names who said it. */
const ATTRIBUTION = /^(—|–|--)\s*/;

/**
 * The last parse of each file's body, by its text: `npm run dev` reads every file again on each
 * save, and parsing the unchanged Markdown was a third of that step's time. The checks below
 * change the tree (facts filled in), so each use takes a copy.
 */
const parsed = new Map<string, { markdown: string; tree: MdastRoot }>();

function parseMarkdown(file: string, markdown: string): MdastRoot {
  let entry = parsed.get(file);
  if (entry?.markdown !== markdown) {
    entry = { markdown, tree: unified().use(remarkParse).parse(markdown) as MdastRoot };
    parsed.set(file, entry);
  }
  return structuredClone(entry.tree);
}

export function markdownToHast(markdown: string, options: MarkdownOptions, problems: Problem[]): HastRoot {
  const tree = parseMarkdown(options.file, markdown);
  const at = (node: { position?: { start: { line: number } } }) => `${options.file}:${(node.position?.start.line ?? 1) + options.line - 1}`;
  const images = new Map<unknown, MediaRef>();
  checkNodes(tree, options, problems, at, images);
  const hast = toHast(tree, {
    handlers: {
      // Images become the site's responsive images; their media refs go in as properties.
      image: (_state, node) => {
        const ref = images.get(node);
        if (!ref) return undefined;
        return { type: 'element', tagName: 'img', properties: { src: ref.src, width: ref.width, height: ref.height, alt: ref.alt }, children: [] } satisfies Element;
      },
    },
  }) as HastRoot;
  const root: HastRoot = { type: 'root', children: clean(hast.children) as HastContent[] };
  decorate(root, options.kind);
  return root;
}

function checkNodes(tree: MdastRoot, options: MarkdownOptions, problems: Problem[], at: (node: MdastNodes) => string, images: Map<unknown, MediaRef>): void {
  const headings = HEADINGS[options.kind];
  const visit = (node: MdastNodes) => {
    switch (node.type) {
      case 'html':
        problems.push(`${at(node)}: raw HTML is not allowed in Markdown (${JSON.stringify(node.value.slice(0, 40))}); write it as Markdown (docs/content.md)`);
        break;
      case 'heading':
        if (!headings.depths.includes(node.depth)) problems.push(`${at(node)}: a heading with ${'#'.repeat(node.depth)} here: ${headings.rule}`);
        break;
      case 'text':
        node.value = options.fill(node.value, at(node));
        break;
      case 'image': {
        const alt = options.fill(node.alt ?? '', at(node)).trim();
        if (!alt) problems.push(`${at(node)}: the image ${node.url} has no alt text; write what it shows: ![what it shows](${node.url})`);
        if (!new RegExp(`^\\./[^/\\\\]+\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i').test(node.url)) {
          problems.push(`${at(node)}: image ${JSON.stringify(node.url)} must be a file beside this one, like ./photo.jpg (JPEG, PNG, WebP or AVIF)`);
          break;
        }
        const ref = options.image(node.url, alt, at(node));
        if (ref) images.set(node, ref);
        break;
      }
      case 'link':
      case 'definition':
        checkLink(node.url, at(node), options, problems);
        if ('url' in node) node.url = options.fill(node.url, at(node));
        break;
      case 'imageReference':
      case 'linkReference':
      case 'footnoteReference':
      case 'footnoteDefinition':
      case 'table':
      case 'code':
      case 'thematicBreak':
        problems.push(`${at(node)}: ${describeNode(node.type)} is not used on this site; write headings, paragraphs, lists, quotes, links and images (docs/content.md)`);
        break;
      default:
        break;
    }
    if ('children' in node) for (const child of node.children) visit(child as MdastNodes);
  };
  visit(tree);
}

function describeNode(type: string): string {
  const names: Record<string, string> = {
    imageReference: 'a reference-style image',
    linkReference: 'a reference-style link ([text][ref])',
    footnoteReference: 'a footnote',
    footnoteDefinition: 'a footnote',
    table: 'a table',
    code: 'a code block (or text indented by four spaces)',
    thematicBreak: 'a horizontal rule (---)',
  };
  return names[type] ?? type;
}

function checkLink(url: string, where: string, options: MarkdownOptions, problems: Problem[]): void {
  if (/^(https?:|mailto:|tel:)/i.test(url) || url.startsWith('#') || url.includes('{{')) return;
  if (!url.startsWith('/')) {
    problems.push(`${where}: link ${JSON.stringify(url)} must start with / (a page of this site, like /services/branding) or https://`);
    return;
  }
  const path = url.replace(/[?#].*$/, '') || '/';
  if (path === '/ta' || path.startsWith('/ta/')) {
    problems.push(`${where}: link ${JSON.stringify(url)}: write links to the site's pages without /ta (the Tamil page links to the Tamil version by itself)`);
  } else if (!options.isPage(path.replace(/\/$/, '') || '/')) {
    problems.push(`${where}: link ${JSON.stringify(url)} points to a page that does not exist`);
  }
}

/** Without positions and the whitespace text between blocks: only what renders. */
function clean(nodes: readonly (HastContent | ElementContent)[]): (HastContent | ElementContent)[] {
  const out: (HastContent | ElementContent)[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      if (node.value.trim() === '' && node.value.includes('\n')) continue;
      out.push({ type: 'text', value: node.value });
    } else if (node.type === 'element') {
      out.push({ type: 'element', tagName: node.tagName, properties: node.properties, children: clean(node.children) as ElementContent[] });
    }
  }
  return out;
}

const children = (node: HastRoot | Element): Element[] => (node.children as (HastContent | ElementContent)[]).filter((child): child is Element => child.type === 'element');
const textOf = (node: ElementContent | HastContent): string => (node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '');
const addClass = (node: Element, name: string) => {
  node.properties = { ...node.properties, className: [name] };
};

/**
 * The site's structure on top of plain HTML: a quote with its attribution as a <figure>, the
 * class names the stylesheet gives each kind of body, legal sections with their anchors.
 */
function decorate(root: HastRoot, kind: BodyKind): void {
  const walk = (node: HastRoot | Element, depth: number) => {
    node.children = node.children.map((child) => (child.type === 'element' && child.tagName === 'blockquote' ? quoteFigure(child) : child));
    for (const child of children(node)) {
      if (kind === 'case-study' && child.tagName === 'ul') addClass(child, depth === 0 ? 'case-body__list' : 'case-body__points');
      if (kind === 'blog' && child.tagName === 'ul') addClass(child, 'post-body__list');
      if (kind === 'blog' && child.tagName === 'h1') {
        child.tagName = 'h2';
        addClass(child, 'post-body__headline');
      } else if (kind === 'blog' && child.tagName === 'h2') addClass(child, 'post-body__heading');
      walk(child, child.tagName === 'ul' || child.tagName === 'ol' ? depth + 1 : depth);
    }
  };
  walk(root, 0);
  if (kind === 'legal') sectionize(root);
}

/** <blockquote>…<p>— Name</p></blockquote> → <figure class="quote"><blockquote>…</blockquote><figcaption>Name</figcaption></figure>. */
function quoteFigure(quote: Element): Element {
  const paragraphs = children(quote);
  const last = paragraphs[paragraphs.length - 1];
  const lastText = last ? textOf(last) : '';
  if (!last || paragraphs.length < 2 || !ATTRIBUTION.test(lastText)) return quote;
  const rest = quote.children.filter((child) => child !== last);
  const caption: Element = { type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: lastText.replace(ATTRIBUTION, '') }] };
  return { type: 'element', tagName: 'figure', properties: { className: ['quote'] }, children: [{ ...quote, children: rest }, caption] };
}

/** Each "##" heading and what follows it, up to the next, as <section aria-labelledby>. */
function sectionize(root: HastRoot): void {
  const out: HastContent[] = [];
  let section: Element | undefined;
  let count = 0;
  for (const child of root.children) {
    if (child.type === 'element' && child.tagName === 'h2') {
      count += 1;
      const last = child.children[child.children.length - 1];
      const match = last?.type === 'text' ? HEADING_ID.exec(last.value) : null;
      const id = `legal-${match?.[1] ?? `section-${count}`}`;
      if (match && last?.type === 'text') last.value = last.value.replace(HEADING_ID, '');
      child.properties = { ...child.properties, id };
      const properties: Properties = { className: ['legal__section'], ariaLabelledBy: [id] };
      section = { type: 'element', tagName: 'section', properties, children: [child] };
      out.push(section);
    } else if (section) section.children.push(child as ElementContent);
    else out.push(child);
  }
  root.children = out;
}
