/**
 * The body of a blog post: blocks of type h1, h2, p and ul, in order.
 *
 * Heading levels: the page title is the page's only <h1>, so a content "h1" block (the
 * post's opening headline, e.g. "Two scripts, one brand") renders as an <h2> styled larger
 * than section headings (.post-body__headline), and content "h2" blocks stay <h2>. The outline is
 * then title → headline and sections side by side, with no level skipped and no second <h1>
 * (docs/decisions/blog-content-headings.md).
 */
import { Fragment } from 'react';
import type { BlogBlock } from '../content/schema.js';
import { Paragraphs } from './paragraphs.js';

export function BlogPostBody({ blocks }: { blocks: readonly BlogBlock[] }) {
  return (
    <div className="post-body">
      {blocks.map((block, index) => (
        <Fragment key={index}>{renderBlock(block)}</Fragment>
      ))}
    </div>
  );
}

function renderBlock(block: BlogBlock) {
  switch (block.type) {
    case 'h1':
      return <h2 className="post-body__headline">{block.text}</h2>;
    case 'h2':
      return <h2 className="post-body__heading">{block.text}</h2>;
    case 'p':
      return <Paragraphs text={block.text} />;
    case 'ul':
      return (
        <ul className="post-body__list">
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
  }
}
