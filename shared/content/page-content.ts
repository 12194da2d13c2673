/**
 * What each page's content chunk holds, per language (build and server only).
 *
 * Content is files in content/ (one per record and language), the page text side by side in
 * shared/i18n/copy/. A page must download neither the other language nor records it never
 * shows, so the build (scripts/generate-content.ts) writes one module per page and language
 * into shared/content/generated/<lang>/ from the functions below: the page's records in its
 * language (scripts/content/load.ts), with dates and durations spelt for it, and its copy.
 * Route modules load them (generated/index.ts) and pick the page's data in `load`.
 *
 * Case studies are written in groups of CASE_STUDY_GROUP_SIZE, so a case-study page loads
 * the bodies of ten, not sixty.
 */
import { blogDate, caseStudyDate, caseStudyDuration } from '../i18n/format.js';
import { langs, type Lang } from '../i18n/lang.js';
import { aboutCopy } from '../i18n/copy/pages/about.js';
import { blogPostCopy } from '../i18n/copy/pages/blog-post.js';
import { blogCopy } from '../i18n/copy/pages/blog.js';
import { caseStudiesCopy } from '../i18n/copy/pages/case-studies.js';
import { caseStudyCopy } from '../i18n/copy/pages/case-study.js';
import { contactCopy } from '../i18n/copy/pages/contact.js';
import { homeCopy } from '../i18n/copy/pages/home.js';
import { industriesCopy } from '../i18n/copy/pages/industries.js';
import { industryCopy } from '../i18n/copy/pages/industry.js';
import { learnCopy } from '../i18n/copy/pages/learn.js';
import { privacyCopy } from '../i18n/copy/pages/privacy.js';
import { projectCopy } from '../i18n/copy/pages/project.js';
import { serviceCopy } from '../i18n/copy/pages/service.js';
import { servicesCopy } from '../i18n/copy/pages/services.js';
import { solutionsCopy } from '../i18n/copy/pages/solutions.js';
import { termsCopy } from '../i18n/copy/pages/terms.js';
import { caseStudiesUiCopy } from '../i18n/copy/case-studies.js';
import { uiCopy } from '../i18n/copy/ui.js';
import { statText, statValues } from '../components/stats-strip.js';
import { LOGOS_PER_PAGE } from '../components/client-logo-carousel.js';
import { PROJECTS_FIRST_DRAWN } from '../components/projects-carousel.js';
import { shellCopy } from '../i18n/copy/shell.js';
import { categoriesOf } from './case-study-search.js';
import { ALL, solutionCategoryNames } from './constants.js';
import { CASE_STUDY_GROUP_SIZE, TEASER_SIZE } from './page-content-constants.js';
import { posterRatioText } from './poster-ratio.js';
import type { CaseStudy, CaseStudyCard, Collections, Industry, MediaRef, Poster, Service } from './types.js';

export { CASE_STUDY_GROUP_SIZE, TEASER_SIZE };

// ---------------------------------------------------------------- the collections in one language

/** What list cards, the home teaser and neighbour links show: a case study without its body. */
export type LocalCaseStudyCard = CaseStudyCard;

function caseStudiesIn(loaded: Collections, lang: Lang): CaseStudy[] {
  return loaded.caseStudies.map((caseStudy) => ({
    ...caseStudy,
    date: caseStudyDate(caseStudy.date, lang) ?? caseStudy.date,
    duration: caseStudyDuration(caseStudy.duration, lang) ?? caseStudy.duration,
  }));
}

function cardOf({ body: _body, gallery: _gallery, ...card }: CaseStudy): CaseStudyCard {
  return card;
}

export function serviceCardOf({ slug, title, summary, icon, tags, buttonText }: Service) {
  return icon === undefined ? { slug, title, summary, tags, buttonText } : { slug, title, summary, icon, tags, buttonText };
}

export function industryCardOf({ id, slug, name, title, summary, image, items }: Industry) {
  return { id, slug, name, title, summary, image, items };
}

/** Everything, in one language; built once per language per build. */
export function contentIn(loaded: Collections, lang: Lang) {
  const localCaseStudies = caseStudiesIn(loaded, lang);
  return {
    lang,
    services: loaded.services,
    industries: loaded.industries,
    caseStudies: localCaseStudies,
    caseStudyCards: localCaseStudies.map(cardOf),
    solutions: loaded.solutions,
    posters: loaded.posters,
    clientLogos: loaded.clientLogos,
    gallery: loaded.gallery,
    blogPosts: loaded.blogPosts.map((post) => ({ ...post, dateText: blogDate(post.date, lang) })),
    courses: loaded.courses,
    faq: loaded.faq,
    learnSlides: loaded.learnSlides,
    privacyPolicy: loaded.privacyPolicy,
    terms: loaded.terms,
    pageImages: loaded.pageImages,
    industryLabels: shellCopy[lang].industryLinks,
  };
}
export type LangContent = ReturnType<typeof contentIn>;

// ---------------------------------------------------------------- what each page's chunk holds

/** What a previous/next link shows. */
export type CaseStudyNeighbour = Pick<CaseStudyCard, 'id' | 'title' | 'image'>;

/** One case study's page: the record, its gallery (or its cover), its industry and neighbours. */
function caseStudyPage(content: LangContent, { gallery, ...caseStudy }: CaseStudy) {
  const index = content.caseStudies.findIndex((record) => record.id === caseStudy.id);
  const neighbour = (card: CaseStudyCard): CaseStudyNeighbour => ({ id: card.id, title: card.title, image: card.image });
  const previous = content.caseStudyCards[index - 1];
  const next = content.caseStudyCards[index + 1];
  return {
    caseStudy,
    industry: content.industryLabels[caseStudy.industry],
    // The category's label in the page's language (the record keeps the English value).
    categoryLabel: caseStudiesUiCopy[content.lang].categories[caseStudy.category],
    images: gallery.length > 0 ? gallery : [caseStudy.image],
    // No previous on the first, no next on the last (SPEC §4).
    ...(previous ? { previous: neighbour(previous) } : {}),
    ...(next ? { next: neighbour(next) } : {}),
  };
}
export type CaseStudyPageData = ReturnType<typeof caseStudyPage>;

const pageImage = (content: LangContent, key: keyof LangContent['pageImages']): MediaRef => content.pageImages[key];

export const pageContents = {
  // Home in two chunks: what the first screen shows (hero, statistics, about), loaded with the
  // page, and the sections below it (shared/pages/home-more.tsx), loaded once hydration has
  // started, so their cards, 171 posters and 30 logos do not delay the first paint.
  home: (c: LangContent) => {
    const { meta, hero, stats, about } = homeCopy[c.lang];
    return {
      copy: { meta, hero, stats, about },
      stats: statValues.map((value, index) => ({ value, label: stats.items[index] ?? '', text: statText(value, c.lang) })),
      aboutImage: pageImage(c, 'homeAbout'),
    };
  },
  'home-more': (c: LangContent) => {
    const { services, industries, caseStudies, cta } = homeCopy[c.lang];
    return {
      copy: { services, industries, caseStudies, cta },
      services: c.services.map(serviceCardOf),
      industries: c.industries.map(industryCardOf),
      caseStudies: c.caseStudyCards.slice(0, TEASER_SIZE),
      posters: c.posters,
      logos: c.clientLogos,
    };
  },
  services: (c: LangContent) => ({ copy: servicesCopy[c.lang], services: c.services.map(serviceCardOf) }),
  service: (c: LangContent) => ({ copy: serviceCopy[c.lang], services: c.services }),
  industries: (c: LangContent) => ({ copy: industriesCopy[c.lang], industries: c.industries.map(industryCardOf) }),
  industry: (c: LangContent) => ({ copy: industryCopy[c.lang], industries: c.industries }),
  solutions: (c: LangContent) => ({ copy: solutionsCopy[c.lang], solutions: c.solutions, categories: [ALL, ...solutionCategoryNames] }),
  'case-studies': (c: LangContent) => ({ copy: caseStudiesCopy[c.lang], cards: c.caseStudyCards, categories: categoriesOf(c.caseStudyCards) }),
  project: (c: LangContent) => ({ copy: projectCopy[c.lang], images: c.gallery }),
  about: (c: LangContent) => ({ copy: aboutCopy[c.lang], heroImage: pageImage(c, 'aboutHero'), storyImage: pageImage(c, 'aboutStory') }),
  contact: (c: LangContent) => ({ copy: contactCopy[c.lang], faq: c.faq, heroImage: pageImage(c, 'contactHero') }),
  blog: (c: LangContent) => ({ copy: blogCopy[c.lang], posts: c.blogPosts.map(({ body: _body, ...post }) => post) }),
  'blog-post': (c: LangContent) => ({ copy: blogPostCopy[c.lang], posts: c.blogPosts }),
  learn: (c: LangContent) => ({ copy: learnCopy[c.lang], courses: c.courses, slides: c.learnSlides }),
  terms: (c: LangContent) => ({ copy: termsCopy[c.lang], document: c.terms }),
  privacy: (c: LangContent) => ({ copy: privacyCopy[c.lang], document: c.privacyPolicy }),
};

/** Every page's own text (the build checks each for blanks and untranslated English). */
export const pageCopies = {
  home: homeCopy,
  services: servicesCopy,
  service: serviceCopy,
  industries: industriesCopy,
  industry: industryCopy,
  solutions: solutionsCopy,
  'case-studies': caseStudiesCopy,
  'case-study': caseStudyCopy,
  project: projectCopy,
  about: aboutCopy,
  contact: contactCopy,
  blog: blogCopy,
  'blog-post': blogPostCopy,
  learn: learnCopy,
  terms: termsCopy,
  privacy: privacyCopy,
};

export type PageContentId = keyof typeof pageContents;
export type PageContent = { [K in PageContentId]: ReturnType<(typeof pageContents)[K]> } & {
  /** Case studies CASE_STUDY_GROUP_SIZE at a time, by id. */
  'case-study-group': { copy: (typeof caseStudyCopy)[Lang]; caseStudies: Record<number, CaseStudyPageData> };
  ui: ReturnType<typeof uiCopy>;
};

/** The group a case study's page is in: ids 1–10 → 1, 11–20 → 2, … */
export function caseStudyGroupOf(id: number): number {
  return Math.ceil(id / CASE_STUDY_GROUP_SIZE);
}

export type GeneratedModule = { path: string; source: string };

/** Every generated module: the page chunks and the interface text of each language, and the index. */
export function generatedModules(site: { byLang: Readonly<Record<Lang, Collections>> }): GeneratedModule[] {
  const modules: GeneratedModule[] = [];
  const caseStudyCount = site.byLang.en.caseStudies.length;
  const groups = Math.ceil(caseStudyCount / CASE_STUDY_GROUP_SIZE);
  for (const lang of langs) {
    const content = contentIn(site.byLang[lang], lang);
    for (const [id, make] of Object.entries(pageContents)) {
      modules.push(contentModule(`${lang}/${id}`, `'${id}'`, make(content)));
    }
    for (let group = 1; group <= groups; group++) {
      const pages: Record<number, CaseStudyPageData> = {};
      for (const caseStudy of content.caseStudies.filter((record) => caseStudyGroupOf(record.id) === group)) pages[caseStudy.id] = caseStudyPage(content, caseStudy);
      modules.push(contentModule(`${lang}/case-studies-${group}`, `'case-study-group'`, { copy: caseStudyCopy[lang], caseStudies: pages }));
    }
    modules.push(contentModule(`${lang}/ui`, `'ui'`, uiCopy(lang)));
  }
  modules.push({ path: 'shared/content/generated/index.ts', source: indexSource(groups, caseStudyCount, site.byLang.en.blogPosts.map((post) => post.id), site.byLang.en.pageImages.openGraph) });
  modules.push({ path: 'shared/content/generated/carousels.css', source: carouselsCss(site.byLang.en.posters) });
  return modules;
}

const HEADER = [
  '// GENERATED by scripts/generate-content.ts (npm run build, npm run generate): do not edit.',
  '// Edit the content (content/) or the copy (shared/i18n/copy/). Why: shared/content/page-content.ts.',
];

function contentModule(name: string, key: string, value: unknown): GeneratedModule {
  return {
    path: `shared/content/generated/${name}.ts`,
    source: [
      ...HEADER,
      "import type { PageContent } from '../../page-content.js';",
      '',
      `const content: PageContent[${key}] = ${JSON.stringify(value, null, 1)};`,
      '',
      'export default content;',
      '',
    ].join('\n'),
  };
}

/**
 * The carousels' rules that come from content and constants (client/styles/main.css imports
 * them): the posters' average proportions, which size the projects carousel's tiles, and,
 * with JavaScript (html[data-js]), which tiles and logos are out of the first layout. With
 * them the stylesheet lays both carousels out as the app will before it hydrates them.
 */
function carouselsCss(posters: readonly Poster[]): string {
  const first = (n: number) => `nth-child(n + ${n + 1})`;
  return [
    '/* GENERATED by scripts/generate-content.ts (posters, PROJECTS_FIRST_DRAWN, LOGOS_PER_PAGE): do not edit. */',
    `.projects {\n  --projects-ratio: ${posterRatioText(posters)};\n}`,
    `[data-js] .projects__item:${first(PROJECTS_FIRST_DRAWN)}:not(.is-drawn),\n[data-js] .logos__item:${first(LOGOS_PER_PAGE)} {\n  display: none;\n}`,
    '',
  ].join('\n');
}

/** The index route modules import: how many case studies there are, and a lazy module per page and language. */
function indexSource(groups: number, caseStudyCount: number, blogPostIds: readonly number[], studioImage: MediaRef): string {
  const entry = (lang: Lang, name: string, key: string) =>
    `    ${JSON.stringify(name)}: page<${key}>('${lang}/${name}', () => import('./${lang}/${name}.js')),`;
  const lines = [
    ...HEADER,
    "import type { Lang } from '../../i18n/lang.js';",
    "import { lazyModule, type LazyModule } from '../../routing/lazy-module.js';",
    "import type { PageContent } from '../page-content.js';",
    '',
    `/** Case studies have the ids 1..caseStudyCount (the validator checks there are no gaps). */`,
    `export const caseStudyCount = ${caseStudyCount};`,
    `export const blogPostIds: readonly number[] = ${JSON.stringify(blogPostIds)};`,
    `/** The studio's share artwork (content/page-images: openGraph), for link-preview cards of pages without their own. */`,
    `export const studioImage = ${JSON.stringify({ src: studioImage.src, width: studioImage.width, height: studioImage.height })};`,
    '',
    'function page<K extends keyof PageContent>(name: string, load: () => Promise<{ default: PageContent[K] }>): LazyModule<PageContent[K]> {',
    '  return lazyModule(`shared/content/generated/${name}.ts`, () => load().then((module) => module.default));',
    '}',
    '',
    'export const pageModules = {',
  ];
  for (const lang of langs) {
    lines.push(`  ${lang}: {`);
    for (const id of Object.keys(pageContents)) lines.push(entry(lang, id, `'${id}'`));
    for (let group = 1; group <= groups; group++) lines.push(entry(lang, `case-studies-${group}`, `'case-study-group'`));
    lines.push(entry(lang, 'ui', `'ui'`));
    lines.push('  },');
  }
  lines.push('} satisfies Record<Lang, Record<string, LazyModule<unknown>>>;', '');
  return lines.join('\n');
}
