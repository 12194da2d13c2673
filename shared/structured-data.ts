/**
 * JSON-LD (schema.org) for crawlers, typed with schema-dts: a property schema.org does not define
 * for a type fails `npm run typecheck`. A page's nodes come from its route (`jsonLd` in
 * shared/routes/<id>/route.ts) and its BreadcrumbList from its breadcrumb trail; PageMeta writes
 * them as one script. Text is in the page's language, URLs are absolute and canonical (SITE_URL +
 * the page's path, Tamil under /ta), dates ISO 8601, and the studio's facts are content/site.yaml's.
 *
 *   home, contact   the studio as a ProfessionalService (a LocalBusiness): address, geo, hours…
 *   home            the WebSite
 *   blog post       BlogPosting        case study   Article       learn   the courses (ItemList)
 *   below home      BreadcrumbList, the trail shown above the page
 *
 * Elsewhere the studio is named by reference (its @id, name, URL and logo): as a post's
 * publisher, a case study's creator, a course's provider.
 */
import type { Article, BlogPosting, BreadcrumbList, ContactPoint, Graph, ImageObject, ItemList, OrganizationLeaf, PersonLeaf, ProfessionalServiceLeaf, WebSite } from 'schema-dts';
import { splitByline } from './content/byline.js';
import { isLocalMedia, mediaDefaultSrc, mediaFallbackWidth, mediaLargestSrc } from './content/media.js';
import type { BlogPost, CaseStudy, Course, MediaRef } from './content/types.js';
import { htmlLang, localizePath } from './i18n/lang.js';
import { ogCard, ogCardPath } from './og-card.js';
import type { Crumb, JsonLdContext, JsonLdNode } from './routes/define.js';
import { site } from './site.js';

type Site = Pick<JsonLdContext, 'siteUrl' | 'lang'>;

/** A language-neutral path as an absolute URL in a language: "/services" → "https://…/ta/services". */
export function absoluteUrl({ siteUrl, lang }: Site, path: string): string {
  return `${siteUrl}${localizePath(path, lang)}`;
}

/** The studio's one identifier, the same in both languages. */
export const studioId = (siteUrl: string) => `${siteUrl}/#organization`;

/** The studio where another node names it: publisher, creator, provider. */
export function studioReference(context: Site): OrganizationLeaf {
  return { '@type': 'Organization', '@id': studioId(context.siteUrl), name: site.brand, url: absoluteUrl(context, '/'), logo: `${context.siteUrl}/favicon.svg` };
}

/**
 * The studio as a local business (home and contact pages), every fact from content/site.yaml:
 * no price range, which the content does not give. `telephone` is the first number, written
 * as site.yaml writes it (spaces kept); every number is a contact point.
 */
export function studioBusiness(context: JsonLdContext): ProfessionalServiceLeaf {
  const { siteUrl, lang, shell } = context;
  const contactPoints = site.phones.map((phone): ContactPoint => ({ '@type': 'ContactPoint', telephone: phone.label, contactType: 'customer service' }));
  return {
    ...studioReference(context),
    '@type': 'ProfessionalService',
    description: shell.description,
    // The studio's own link-preview card, in the page's language.
    image: { '@type': 'ImageObject', url: `${siteUrl}${ogCardPath(lang, undefined)}`, width: `${ogCard.width}`, height: `${ogCard.height}` },
    ...(site.phones[0] ? { telephone: site.phones[0].label } : {}),
    contactPoint: contactPoints,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street[lang],
      addressLocality: site.address.locality[lang],
      addressRegion: site.address.region[lang],
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.location.latitude, longitude: site.location.longitude },
    openingHoursSpecification: site.hours.map(({ days, opens, closes }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: [...days], opens, closes })),
    sameAs: site.socials.map((social) => social.href),
  };
}

/** The site in a language (home page): its name for search results. */
export function webSite(context: Site): WebSite {
  const url = absoluteUrl(context, '/');
  return { '@type': 'WebSite', '@id': `${url}#website`, name: site.brand, url, inLanguage: htmlLang[context.lang], publisher: { '@id': studioId(context.siteUrl) } };
}

/** A page's trail as a BreadcrumbList: the same names and links, as absolute URLs. */
export function breadcrumbList(trail: readonly Crumb[], context: JsonLdContext): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': `${context.url}#breadcrumb`,
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(context, crumb.path) })),
  };
}

/**
 * A content image with its size: the WebP every consumer reads (960 wide at most), then the
 * largest AVIF (shared/content/media.ts).
 */
export function imageObjects(image: MediaRef, siteUrl: string): ImageObject[] {
  const object = (src: string, width: number): ImageObject => ({
    '@type': 'ImageObject',
    url: isLocalMedia(image) ? `${siteUrl}${src}` : src,
    width: `${width}`,
    height: `${Math.round((image.height * width) / image.width)}`,
  });
  if (!isLocalMedia(image)) return [object(image.src, image.width)];
  return [object(mediaDefaultSrc(image), mediaFallbackWidth(image)), object(mediaLargestSrc(image), image.width)];
}

/** A byline as a person: "Priya Raghavan, Head of Growth" is Priya Raghavan, Head of Growth by job title. */
export function bylinePerson(byline: string): PersonLeaf {
  const { name, role } = splitByline(byline);
  return { '@type': 'Person', name, ...(role ? { jobTitle: role } : {}) };
}

/** A blog post (its page): the post's title, excerpt, image, date and author; the studio publishes it. */
export function blogPosting(post: Omit<BlogPost, 'body'>, context: JsonLdContext): BlogPosting {
  const { url, lang } = context;
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    image: imageObjects(post.image, context.siteUrl),
    datePublished: post.date,
    // Posts carry one date: a revision would add an `updated` date to the content (decision 026).
    dateModified: post.date,
    author: { ...bylinePerson(post.author), worksFor: { '@id': studioId(context.siteUrl) } },
    publisher: studioReference(context),
    articleSection: post.category,
    inLanguage: htmlLang[lang],
    url,
    mainEntityOfPage: url,
  };
}

type CaseStudyFields = Pick<CaseStudy, 'title' | 'summary' | 'image' | 'client' | 'category'> & { published?: string };

/**
 * A case study (its page) as an article about its client, made by the studio. The client line
 * is "name, place" ("Kaveri Filter Coffee Works, Kumbakonam"): the name is what it is about, a
 * person for personal branding, an organisation otherwise.
 */
export function caseStudyArticle(caseStudy: CaseStudyFields, categoryLabel: string, context: JsonLdContext): Article {
  const { url, lang } = context;
  const client = caseStudy.client.split(', ')[0] ?? caseStudy.client;
  const studio = studioReference(context);
  return {
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: caseStudy.title,
    description: caseStudy.summary,
    image: imageObjects(caseStudy.image, context.siteUrl),
    about: caseStudy.category === 'Personal Branding' ? { '@type': 'Person', name: client } : { '@type': 'Organization', name: client },
    creator: studio,
    author: studio,
    publisher: studio,
    articleSection: categoryLabel,
    inLanguage: htmlLang[lang],
    ...(caseStudy.published ? { datePublished: caseStudy.published } : {}),
    url,
    mainEntityOfPage: url,
  };
}

/**
 * The courses of /learn as Google's course list reads them on a page that lists them all: an
 * ItemList of Course (name, description, provider), each at its card's anchor.
 */
export function courseList(courses: readonly Course[], context: JsonLdContext): ItemList {
  const provider = studioReference(context);
  return {
    '@type': 'ItemList',
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: { '@type': 'Course', url: `${context.url}#course-${course.id}`, name: course.title, description: course.subtitle, provider, inLanguage: htmlLang[context.lang] },
    })),
  };
}

/** A page's JSON-LD as the text of its <script>: one graph, safe inside <script> ("<" escaped as in the boot data). */
export function jsonLdScript(nodes: readonly JsonLdNode[]): string {
  const graph: Graph = { '@context': 'https://schema.org', '@graph': nodes };
  return JSON.stringify(graph).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
