/**
 * The body of a case study (SPEC §2.10, §3): h2 and h3 headings, paragraphs, and lists, in
 * the page's language (the blocks arrive in it). Each line of a paragraph block is a
 * paragraph of its own (a "p" block's "\n" separates paragraphs, e.g. the two halves of a
 * "The Challenge"), so they get the usual space between them instead of running together.
 * A list item's extra lines stay on their own lines; lines starting with "- " are its
 * sub-points and become a nested list. Other block types (blockquote) are not shown on the
 * detail page, as SPEC §3 says.
 */
import { Fragment } from 'react';
import type { CaseStudyBlock } from '../content/schema.js';
import { Paragraphs } from './paragraphs.js';

type ListBlock = Extract<CaseStudyBlock, { type: 'ul' }>;

export function CaseStudyBlocks({ blocks }: { blocks: readonly CaseStudyBlock[] }) {
  return (
    <div className="case-body">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'h2':
            return <h2 key={index}>{block.text}</h2>;
          case 'h3':
            return <h3 key={index}>{block.text}</h3>;
          case 'p':
            return <Paragraphs key={index} text={block.text} />;
          case 'ul':
            return <BlockList key={index} block={block} />;
          case 'blockquote':
            return null;
        }
      })}
    </div>
  );
}

function BlockList({ block }: { block: ListBlock }) {
  return (
    <>
      {block.text ? <Paragraphs text={block.text} /> : null}
      <ul className="case-body__list">
        {block.items.map((item, index) => (
          <li key={index}>
            <ListItemText text={item} />
          </li>
        ))}
      </ul>
    </>
  );
}

type Run = { kind: 'lines' | 'points'; lines: string[] };

/** Consecutive plain lines joined by <br>, consecutive "- " lines as a nested list. */
function ListItemText({ text }: { text: string }) {
  const runs: Run[] = [];
  for (const line of text.split('\n')) {
    const kind = line.startsWith('- ') ? 'points' : 'lines';
    const value = kind === 'points' ? line.slice(2) : line;
    const last = runs[runs.length - 1];
    if (last && last.kind === kind) last.lines.push(value);
    else runs.push({ kind, lines: [value] });
  }
  return (
    <>
      {runs.map((run, index) =>
        run.kind === 'points' ? (
          <ul key={index} className="case-body__points">
            {run.lines.map((line, n) => (
              <li key={n}>{line}</li>
            ))}
          </ul>
        ) : (
          <Fragment key={index}>
            {run.lines.map((line, n) => (
              <Fragment key={n}>
                {n > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </Fragment>
        ),
      )}
    </>
  );
}
