/**
 * The editor's preview pane for case studies and blog posts: the site's own page components
 * (page.tsx in shared/routes/case-study and blog-post), inside the site's stylesheet (registered as the preview style by
 * entry.tsx), in the language being edited. The Markdown body goes through the same
 * checker the build uses (scripts/content/markdown.ts) and renders through <MarkdownBody>;
 * what the checker would refuse is listed above the page.
 *
 * Photos not saved yet come from Decap (getAsset: a blob: URL); a record without a photo
 * shows the artwork the last build generated for it, as the site does.
 */
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { CMS, PreviewTemplateComponentProps } from 'decap-cms-core';
import { BootContext, type Boot } from '../../shared/boot.js';
import type { MediaRef } from '../../shared/content/types.js';
import { caseStudyDate, caseStudyDuration, blogDate } from '../../shared/i18n/format.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { caseStudiesUiCopy } from '../../shared/i18n/copy/case-studies.js';
import { blogPostCopy } from '../../shared/routes/blog-post/copy.js';
import { caseStudyCopy } from '../../shared/routes/case-study/copy.js';
import { shellCopy } from '../../shared/i18n/copy/shell.js';
import { uiCopy } from '../../shared/i18n/copy/ui.js';
import { UiContext } from '../../shared/i18n/ui-context.js';
import BlogPostPage from '../../shared/routes/blog-post/page.js';
import CaseStudyPage from '../../shared/routes/case-study/page.js';
import { markdownToHast, type BodyKind } from '../../scripts/content/markdown.js';
import type { CaseStudyCategory, IndustrySlug } from '../../shared/content/constants.js';

type PreviewProps = PreviewTemplateComponentProps & { locale?: string };
type Data = Record<string, unknown>;

const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const langOf = (locale: string | undefined): Lang => (locale === 'ta' ? 'ta' : 'en');

function dataOf(props: PreviewProps): Data {
  const data = props.entry.get('data') as { toJS?: () => Data } | undefined;
  return data?.toJS?.() ?? {};
}

/** A photo beside the record (from Decap), or the artwork the build made for this slot. */
function imageOf(props: PreviewProps, file: unknown, alt: unknown, artwork: string, size: readonly [number, number]): MediaRef {
  if (typeof file === 'string' && file) return { src: String(props.getAsset(file)), width: size[0], height: size[1], alt: asText(alt) };
  return { src: artwork, width: size[0], height: size[1], alt: asText(alt) };
}

function bodyOf(props: PreviewProps, markdown: unknown, kind: BodyKind) {
  const problems: string[] = [];
  const body = markdownToHast(
    asText(markdown),
    {
      file: 'text',
      line: 1,
      kind,
      fill: (text) => text,
      image: (file, alt) => ({ src: String(props.getAsset(file)), width: 1200, height: 800, alt }),
      // Whether a link's page exists is checked on save; the preview shows the link.
      isPage: () => true,
    },
    problems,
  );
  return { body, problems: problems.map((problem) => problem.replace(/^text:(\d+):/, 'line $1 of the text:')) };
}

/** The providers a page component expects, the document's language, and the checker's findings. */
function PreviewShell({ props, lang, problems, children }: { props: PreviewProps; lang: Lang; problems: string[]; children: ReactNode }) {
  const doc = props.document;
  useEffect(() => {
    // The stylesheet sets Tamil type on :root:lang(ta).
    if (doc) doc.documentElement.lang = lang;
  }, [doc, lang]);
  const boot: Boot = { siteUrl: '', lang, year: 2025, assets: { entry: '', css: [], modulepreload: [], fonts: [] } };
  return (
    <BootContext.Provider value={boot}>
      <UiContext.Provider value={uiCopy(lang)}>
        <MemoryRouter>
          {problems.length > 0 ? (
            <div className="container" role="alert" data-preview-problems="">
              <p>
                <strong>The site would refuse this text:</strong>
              </p>
              <ul>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <main lang={lang}>{children}</main>
        </MemoryRouter>
      </UiContext.Provider>
    </BootContext.Provider>
  );
}

export function BlogPostPreview(props: PreviewProps) {
  const lang = langOf(props.locale);
  const data = dataOf(props);
  const id = Number(data.id) || 0;
  const date = asText(data.date);
  const { body, problems } = bodyOf(props, data.body, 'blog');
  const post: ComponentProps<typeof BlogPostPage>['data']['post'] = {
    id,
    title: asText(data.title),
    excerpt: asText(data.excerpt),
    author: asText(data.author),
    date,
    dateText: /^\d{4}-\d{2}-\d{2}$/.test(date) ? blogDate(date, lang) : date,
    category: asText(data.category),
    image: imageOf(props, data.cover, data.coverAlt, `/media/blog/post-${id}`, [1600, 900]),
    body,
  };
  return (
    <PreviewShell props={props} lang={lang} problems={problems}>
      <BlogPostPage data={{ post, others: [], copy: blogPostCopy[lang] }} />
    </PreviewShell>
  );
}

export function CaseStudyPreview(props: PreviewProps) {
  const lang = langOf(props.locale);
  const data = dataOf(props);
  const id = Number(data.id) || 0;
  const { body, problems } = bodyOf(props, data.body, 'case-study');
  const industry = asText(data.industry) as IndustrySlug;
  const category = asText(data.category) as CaseStudyCategory;
  const image = imageOf(props, data.cover, data.coverAlt, `/media/case-studies/cs-${id}`, [1600, 1000]);
  const gallery = (Array.isArray(data.gallery) ? (data.gallery as Data[]) : []).map((item, index) => imageOf(props, item.src, item.alt, `/media/case-gallery/cs-${id}-${index + 1}`, [1200, 800]));
  const tags = Array.isArray(data.tags) ? data.tags.map(asText) : [];
  const pageData: ComponentProps<typeof CaseStudyPage>['data'] = {
    caseStudy: {
      id,
      title: asText(data.title),
      client: asText(data.client),
      date: caseStudyDate(asText(data.date), lang) ?? asText(data.date),
      duration: caseStudyDuration(asText(data.duration), lang) ?? asText(data.duration),
      industry,
      category,
      summary: asText(data.summary),
      ...(tags.length > 0 ? { tags } : {}),
      image,
      body,
    },
    industry: shellCopy[lang].industryLinks[industry] ?? industry,
    categoryLabel: caseStudiesUiCopy[lang].categories[category] ?? category,
    images: gallery.length > 0 ? gallery : [image],
    copy: caseStudyCopy[lang],
  };
  return (
    <PreviewShell props={props} lang={lang} problems={problems}>
      <CaseStudyPage data={pageData} />
    </PreviewShell>
  );
}

export function registerPreviews(cms: CMS, siteStylesheets: readonly string[]): void {
  for (const href of siteStylesheets) cms.registerPreviewStyle(href);
  cms.registerPreviewTemplate('case-studies', CaseStudyPreview);
  cms.registerPreviewTemplate('blog', BlogPostPreview);
}
