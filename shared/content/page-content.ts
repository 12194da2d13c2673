/**
 * What each page's content chunk holds, per language (build and server only).
 *
 * Writers keep each record in one object with its Tamil beside the English, and the page
 * text side by side in shared/i18n/copy/. A page must download neither the other language
 * nor records it never shows, and esbuild cannot drop object properties, so the build
 * (scripts/generate-content.ts) writes one module per page and language into
 * shared/content/generated/<lang>/ from the functions below: the page's records already in
 * its language (localize.ts), with dates and durations spelt for it, and its copy. Route
 * modules load them (generated/index.ts) and pick the page's data in `load`.
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
import { blogPosts } from './blog.js';
import { categoriesOf } from './case-study-search.js';
import { caseGalleryImages, caseStudies } from './case-study-details.js';
import { clientLogos } from './client-logos.js';
import { ALL, solutionCategoryNames } from './constants.js';
import { courses } from './courses.js';
import { faq } from './faq.js';
import { galleryImages } from './gallery.js';
import { industries } from './industries.js';
import { learnSlides } from './learn.js';
import { privacyPolicy, terms } from './legal.js';
import { localize, type Localized } from './localize.js';
import { CASE_STUDY_GROUP_SIZE, TEASER_SIZE } from './page-content-constants.js';
import { pageImages } from './page-images.js';
import { posters } from './posters.js';
import { posterRatioText } from './poster-ratio.js';
import type { CaseStudy, Industry, MediaRef, Service } from './schema.js';
import { services } from './services.js';
import { solutions } from './solutions.js';

export { CASE_STUDY_GROUP_SIZE, TEASER_SIZE };

// ---------------------------------------------------------------- the collections in one language

export type LocalCaseStudy = Localized<CaseStudy>;
/** What list cards, the home teaser and neighbour links show: a case study without its body. */
export type LocalCaseStudyCard = Omit<LocalCaseStudy, 'content'>;

function caseStudiesIn(lang: Lang): LocalCaseStudy[] {
  return localize(caseStudies, lang).map((caseStudy) => ({
    ...caseStudy,
    date: caseStudyDate(caseStudy.date, lang) ?? caseStudy.date,
    duration: caseStudyDuration(caseStudy.duration, lang) ?? caseStudy.duration,
  }));
}

function cardOf({ content: _content, ...card }: LocalCaseStudy): LocalCaseStudyCard {
  return card;
}

export function serviceCardOf({ slug, title, summary, icon, tags, buttonText }: Localized<Service>) {
  return icon === undefined ? { slug, title, summary, tags, buttonText } : { slug, title, summary, icon, tags, buttonText };
}

export function industryCardOf({ id, slug, name, title, summary, image, items }: Localized<Industry>) {
  return { id, slug, name, title, summary, image, items };
}

/** Everything, in one language; built once per language per build. */
export function contentIn(lang: Lang) {
  const localCaseStudies = caseStudiesIn(lang);
  return {
    lang,
    services: localize(services, lang),
    industries: localize(industries, lang),
    caseStudies: localCaseStudies,
    caseStudyCards: localCaseStudies.map(cardOf),
    caseGallery: localize(caseGalleryImages, lang),
    solutions: localize(solutions, lang),
    posters: localize(posters, lang),
    clientLogos: localize(clientLogos, lang),
    gallery: localize(galleryImages, lang),
    blogPosts: localize(blogPosts, lang).map((post) => ({ ...post, dateText: blogDate(post.date, lang) })),
    courses: localize(courses, lang),
    faq: localize(faq, lang),
    learnSlides: localize(learnSlides, lang),
    privacyPolicy: localize(privacyPolicy, lang),
    terms: localize(terms, lang),
    pageImages: localize(pageImages, lang),
    industryLabels: shellCopy[lang].industryLinks,
  };
}
export type LangContent = ReturnType<typeof contentIn>;

// ---------------------------------------------------------------- what each page's chunk holds

/** What a previous/next link shows. */
export type CaseStudyNeighbour = Pick<LocalCaseStudyCard, 'id' | 'title' | 'image'>;

/** One case study's page: the record, its gallery (or its cover), its industry and neighbours. */
function caseStudyPage(content: LangContent, caseStudy: LocalCaseStudy) {
  const index = content.caseStudies.indexOf(caseStudy);
  const gallery = content.caseGallery.filter((entry) => entry.caseId === caseStudy.id).map((entry) => entry.image);
  const neighbour = (card: LocalCaseStudyCard): CaseStudyNeighbour => ({ id: card.id, title: card.title, image: card.image });
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
  blog: (c: LangContent) => ({ copy: blogCopy[c.lang], posts: c.blogPosts.map(({ content: _content, ...post }) => post) }),
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
export function generatedModules(): GeneratedModule[] {
  const modules: GeneratedModule[] = [];
  const groups = Math.ceil(caseStudies.length / CASE_STUDY_GROUP_SIZE);
  for (const lang of langs) {
    const content = contentIn(lang);
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
  modules.push({ path: 'shared/content/generated/index.ts', source: indexSource(groups) });
  modules.push({ path: 'shared/content/generated/carousels.css', source: carouselsCss() });
  return modules;
}

const HEADER = [
  '// GENERATED by scripts/generate-content.ts (npm run build, npm run generate): do not edit.',
  '// Edit the content (shared/content/data/) or the copy (shared/i18n/copy/). Why: shared/content/page-content.ts.',
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
function carouselsCss(): string {
  const first = (n: number) => `nth-child(n + ${n + 1})`;
  return [
    '/* GENERATED by scripts/generate-content.ts (posters, PROJECTS_FIRST_DRAWN, LOGOS_PER_PAGE): do not edit. */',
    `.projects {\n  --projects-ratio: ${posterRatioText(posters)};\n}`,
    `[data-js] .projects__item:${first(PROJECTS_FIRST_DRAWN)}:not(.is-drawn),\n[data-js] .logos__item:${first(LOGOS_PER_PAGE)} {\n  display: none;\n}`,
    '',
  ].join('\n');
}

/** The index route modules import: how many case studies there are, and a lazy module per page and language. */
function indexSource(groups: number): string {
  const entry = (lang: Lang, name: string, key: string) =>
    `    ${JSON.stringify(name)}: page<${key}>('${lang}/${name}', () => import('./${lang}/${name}.js')),`;
  const lines = [
    ...HEADER,
    "import type { Lang } from '../../i18n/lang.js';",
    "import { lazyModule, type LazyModule } from '../../routing/lazy-module.js';",
    "import type { PageContent } from '../page-content.js';",
    '',
    `/** Case studies have the ids 1..caseStudyCount (the validator checks there are no gaps). */`,
    `export const caseStudyCount = ${caseStudies.length};`,
    `export const blogPostIds: readonly number[] = ${JSON.stringify(blogPosts.map((post) => post.id))};`,
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
