/**
 * A Markdown body (a case study's, a blog post's, a legal page's) as React elements. The build
 * parsed and checked the Markdown into an HTML syntax tree (scripts/content/markdown.ts: no
 * raw HTML, images beside the file, links to pages that exist); this maps that tree onto
 * React with hast-util-to-jsx-runtime, never through an HTML string. Links to the site's
 * pages become <LocalLink> (the page's language, client-side navigation), images the site's
 * responsive images, and on a legal page shown inside the privacy dialog the section
 * headings move one level down.
 */
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { Body } from '../content/types.js';
import { LocalLink } from './local-link.js';
import { ResponsiveImage } from './responsive-image.js';

/** Images inside a body are drawn at most this wide (the reading column). */
const BODY_IMAGE_SIZES = '(min-width: 800px) 720px, calc(100vw - 40px)';

function BodyLink({ href = '', children, ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/')) return <LocalLink to={href} {...props}>{children}</LocalLink>;
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

function BodyImage({ src = '', width, height, alt = '' }: ComponentProps<'img'>) {
  return <ResponsiveImage image={{ src, width: Number(width), height: Number(height), alt }} sizes={BODY_IMAGE_SIZES} />;
}

const components: Partial<Components> = { a: BodyLink, img: BodyImage };
const lowered: Partial<Components> = { ...components, h2: (props) => <h3 {...props} />, h3: (props) => <h4 {...props} /> };

export function MarkdownBody({ body, className, headingsBelow = false }: { body: Body; className?: string; headingsBelow?: boolean }) {
  return <div className={className}>{toJsxRuntime(body, { Fragment, jsx, jsxs, components: headingsBelow ? lowered : components })}</div>;
}
