/**
 * The editor's configuration (Decap CMS, served at /admin/config.yml), generated from the zod
 * schemas of the content files (shared/content/schema.ts): every collection of content/, and
 * in each one field per schema key, so a field added to a schema appears in the editor
 * without anyone remembering to add it here (tests/server/cms-config.test.ts compares the
 * two both ways).
 *
 *   zod                       Decap widget
 *   text                      string (or text for the long ones: summary, desc, …)
 *   paragraphs                text (one paragraph a line)
 *   imageFile ("./x.jpg")     image, stored beside the record (client/admin/widgets.tsx
 *                             writes the "./")
 *   z.enum                    select (a list of enums: select with multiple)
 *   z.iso.date                datetime, date only, YYYY-MM-DD
 *   a regex (month, sizes…)   string with that pattern
 *   z.number / z.boolean      number (int where the schema says int) / boolean
 *   z.array                   list (min/max from the schema), of fields or of one field
 *   z.object                  object
 *   .optional()               required: false
 *
 * Two languages: `i18n: multiple_files` over en and ta writes `index.en.md` and `index.ta.md`
 * (`<slug>.en.yaml`, `index.en.yaml`) exactly as the validator reads them. A field the
 * validator wants identical in both files (languageNeutralFields) is `i18n: duplicate`:
 * edited once, in English, and written to both. Every other field is translated, and the
 * Tamil file needs the same required fields as the English one (the same schema checks both).
 */
import { z } from 'zod';
import { langs } from '../../shared/i18n/lang.js';
import * as schema from '../../shared/content/schema.js';

// ---------------------------------------------------------------- the shape of Decap's config

export type DecapField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  i18n?: boolean | 'duplicate';
  options?: string[];
  multiple?: boolean;
  pattern?: [string, string];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  fields?: DecapField[];
  field?: DecapField;
  collapsed?: boolean;
  summary?: string;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  default?: unknown;
  choose_url?: boolean;
  buttons?: string[];
  editor_components?: string[];
  modes?: string[];
};

type DecapFile = { name: string; label: string; file: string; fields: DecapField[] };

export type DecapCollection = {
  name: string;
  label: string;
  label_singular?: string;
  description: string;
  i18n?: boolean;
  folder?: string;
  path?: string;
  slug?: string;
  files?: DecapFile[];
  /** Our own Markdown-with-frontmatter and YAML formats (client/admin/formats.ts): empty optional fields left out. */
  format: 'kolam-frontmatter' | 'kolam-yaml';
  extension: 'md' | 'yaml';
  create?: boolean;
  delete?: boolean;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  media_folder?: string;
  public_folder?: string;
  preview_path?: string;
  editor?: { preview: boolean };
  fields?: DecapField[];
};

/** Where edits go: the local backend of `npm run edit`, or the studio's GitHub repository. */
export type CmsBackendOptions =
  | { kind: 'local'; url: string }
  | {
      kind: 'github';
      repo: string;
      branch: string;
      /** The OAuth proxy's origin (Decap's `base_url`); unset: Netlify's. */
      authUrl?: string;
      authEndpoint?: string;
      publishMode: 'editorial_workflow' | 'simple';
    };

// ---------------------------------------------------------------- the collections

type MarkdownBody = 'case-study' | 'blog' | 'legal';
type NeutralKey = keyof typeof schema.languageNeutralFields;

/** A record's Markdown body: the file's text after the frontmatter (not a schema key). */
export const BODY_FIELD = 'body';

/** Text fields edited in a box of several lines rather than one line. */
const LONG_TEXT = new Set(['summary', 'excerpt', 'desc', 'description', 'answer']);

/** Labels and hints where the field's name alone does not say enough. */
const LABELS: Record<string, { label?: string; hint?: string }> = {
  id: { label: 'Number', hint: 'A case study\'s or a post\'s number is its page address (/case-studies/12) and starts its folder\'s name: use the next free number.' },
  cover: { label: 'Cover photo', hint: 'At least 1200 px wide. Without one the page shows its generated artwork.' },
  coverAlt: { label: 'Cover description', hint: 'What the cover shows, for people who cannot see it.' },
  logo: { label: 'Logo image' },
  logoAlt: { label: 'Logo description', hint: 'What the logo shows; needed when there is a logo.' },
  alt: { label: 'Description', hint: 'What the image shows, for people who cannot see it (and what the generated artwork draws without a photo).' },
  src: { label: 'Photo', hint: 'Optional: without one the generated artwork is shown.' },
  banner: { label: 'Banner photo', hint: 'At least 1200 px wide.' },
  bannerAlt: { label: 'Banner description' },
  image: { label: 'Photo' },
  imageAlt: { label: 'Photo description' },
  date: { hint: 'As the page shows it: "Mar-24", "Jun–Jul 2025".' },
  client: { hint: 'The client, optionally with a region after a comma: "Sri Murugan Textiles, Madurai".' },
  caseStudy: { label: 'Case study number', hint: 'The case study the card\'s link opens; it must exist.' },
  artSize: { label: 'Artwork size', hint: 'WIDTHxHEIGHT of the generated artwork, like 1200x800.' },
  updated: { label: 'Last updated', hint: 'YYYY-MM, like 2025-02.' },
  tags: { hint: 'Up to six short tags.' },
  body: { label: 'Text', hint: 'Headings, paragraphs, lists, quotes ("— Name, Role" on the last line names the speaker), links to the site\'s pages (/services/branding) or https://…, and photos beside the record.' },
};

function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const slugConfig = { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' } as const;

type Spec = {
  name: NeutralKey | 'site';
  label: string;
  description: string;
  schema: z.ZodObject;
  body?: MarkdownBody;
};

/** The list files: content/<name>/index.<lang>.yaml. */
const LIST_FILES: { name: NeutralKey; label: string; description: string; schema: z.ZodObject }[] = [
  { name: 'solutions', label: 'Solutions', description: 'The cards of /solutions, each linking to a case study.', schema: schema.solutionsFile },
  { name: 'courses', label: 'Courses', description: 'The courses on /learn.', schema: schema.coursesFile },
  { name: 'faq', label: 'FAQ', description: 'Questions and answers (one paragraph a line).', schema: schema.faqFile },
  { name: 'posters', label: 'Posters', description: 'The home page\'s project posters, in carousel order.', schema: schema.postersFile },
  { name: 'client-logos', label: 'Client logos', description: 'The client logo carousel.', schema: schema.clientLogosFile },
  { name: 'gallery', label: 'Project gallery', description: 'The images of /project, in order.', schema: schema.galleryFile },
  { name: 'learn-slides', label: 'Learn slideshow', description: 'The five background slides of /learn.', schema: schema.learnSlidesFile },
  { name: 'page-images', label: 'Page images', description: 'The images pages show outside any collection.', schema: schema.pageImagesFile },
];

/** Every collection of content/, in the editor's order. */
export function cmsCollections(): DecapCollection[] {
  const recordFolder = (spec: Spec & { name: 'case-studies' | 'blog'; singular: string; slug: string; preview: string }): DecapCollection => ({
    name: spec.name,
    label: spec.label,
    label_singular: spec.singular,
    description: spec.description,
    i18n: true,
    folder: `content/${spec.name}`,
    // One folder per record: <id>-<slug>/index.en.md and index.ta.md, photos beside them.
    path: '{{slug}}/index',
    slug: spec.slug,
    format: 'kolam-frontmatter',
    extension: 'md',
    create: true,
    identifier_field: 'title',
    summary: '{{fields.id}} · {{fields.title}}',
    sortable_fields: ['id', 'title', 'date'],
    media_folder: '',
    public_folder: '',
    preview_path: spec.preview,
    fields: [...fieldsOf(spec.schema, spec.name, true), bodyField(spec.body!)],
  });
  const slugFolder = (spec: Spec & { name: 'services' | 'industries' }): DecapCollection => ({
    name: spec.name,
    label: spec.label,
    description: spec.description,
    i18n: true,
    folder: `content/${spec.name}`,
    format: 'kolam-yaml',
    extension: 'yaml',
    // The slugs are a closed list (shared/content/constants.ts): no new files, none removed.
    create: false,
    delete: false,
    identifier_field: 'title',
    summary: '{{fields.title}}',
    media_folder: '',
    public_folder: '',
    preview_path: `${spec.name}/{{slug}}`,
    fields: fieldsOf(spec.schema, spec.name, true),
  });
  return [
    recordFolder({ name: 'case-studies', label: 'Case studies', singular: 'Case study', description: 'One folder per case study: its text in English and Tamil, its photos beside it.', schema: schema.caseStudyFile, body: 'case-study', slug: '{{fields.id}}-{{fields.client}}', preview: 'case-studies/{{fields.id}}' }),
    recordFolder({ name: 'blog', label: 'Blog', singular: 'Blog post', description: 'One folder per post: its text in English and Tamil, its photos beside it.', schema: schema.blogPostFile, body: 'blog', slug: '{{fields.id}}-{{slug}}', preview: 'blog/{{fields.id}}' }),
    slugFolder({ name: 'services', label: 'Services', description: 'The six services, one file per language.', schema: schema.serviceFile }),
    slugFolder({ name: 'industries', label: 'Industries', description: 'The six industries, one file per language.', schema: schema.industryFile }),
    // Decap allows two-language files collections only as one file holding both languages,
    // so a list file (index.en.yaml + index.ta.yaml) is a folder collection of one entry.
    ...LIST_FILES.map(
      (spec): DecapCollection => ({
        name: spec.name,
        label: spec.label,
        description: spec.description,
        i18n: true,
        folder: `content/${spec.name}`,
        format: 'kolam-yaml',
        extension: 'yaml',
        create: false,
        delete: false,
        // Decap wants a title-like field; a list file's entry is never created, so the first field will do.
        identifier_field: Object.keys(spec.schema.shape)[0]!,
        summary: `${spec.label} (the whole list)`,
        media_folder: '',
        public_folder: '',
        editor: { preview: false },
        fields: fieldsOf(spec.schema, spec.name, true),
      }),
    ),
    {
      name: 'legal',
      label: 'Legal pages',
      description: 'The privacy policy and the terms, in English and Tamil.',
      i18n: true,
      folder: 'content/legal',
      format: 'kolam-frontmatter',
      extension: 'md',
      create: false,
      delete: false,
      identifier_field: 'title',
      summary: '{{fields.title}}',
      media_folder: '',
      public_folder: '',
      preview_path: '{{slug}}',
      fields: [...fieldsOf(schema.legalFile, 'legal', true), bodyField('legal')],
    },
    {
      name: 'site',
      label: 'Studio facts',
      description: 'Every fact about the studio, once (content/site.yaml): the name, phones, address, hours, social links. Both languages are in this one file.',
      format: 'kolam-yaml',
      extension: 'yaml',
      editor: { preview: false },
      files: [{ name: 'site', label: 'Studio facts', file: 'content/site.yaml', fields: fieldsOf(schema.siteFile, 'site', false) }],
    },
  ];
}

function bodyField(kind: MarkdownBody): DecapField {
  const headings = kind === 'blog' ? ['heading-one', 'heading-two', 'heading-three'] : kind === 'case-study' ? ['heading-two', 'heading-three'] : ['heading-two'];
  return {
    name: BODY_FIELD,
    label: LABELS.body!.label!,
    hint: LABELS.body!.hint!,
    widget: 'markdown',
    i18n: true,
    // What the site's Markdown allows (scripts/content/markdown.ts): no code, tables or raw HTML.
    buttons: ['bold', 'italic', 'link', ...headings, 'quote', 'bulleted-list', 'numbered-list'],
    editor_components: kind === 'legal' ? [] : ['image'],
    modes: ['rich_text', 'raw'],
  };
}

// ---------------------------------------------------------------- zod → fields

type AnySchema = z.core.$ZodType;
type Def = { type: string; checks?: { _zod: { def: Record<string, unknown> } }[]; innerType?: AnySchema; element?: AnySchema; shape?: Record<string, AnySchema>; entries?: Record<string, string>; format?: string; pattern?: RegExp };

const defOf = (s: AnySchema): Def => s._zod.def as unknown as Def;
const checksOf = (s: AnySchema) => (defOf(s).checks ?? []).map((check) => check._zod.def);

/** The fields of an object schema. `collection` names the neutral-field list; `i18n` marks fields for translation. */
export function fieldsOf(objectSchema: z.ZodObject, collection: NeutralKey | 'site', i18n: boolean, prefix = ''): DecapField[] {
  const neutral: readonly string[] = collection === 'site' ? [] : schema.languageNeutralFields[collection];
  return Object.entries(objectSchema.shape).map(([name, fieldSchema]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const field = fieldOf(name, fieldSchema as AnySchema, collection, i18n, path);
    if (i18n) field.i18n = neutral.includes(path) ? 'duplicate' : true;
    return field;
  });
}

function fieldOf(name: string, fieldSchema: AnySchema, collection: NeutralKey | 'site', i18n: boolean, path: string): DecapField {
  let inner = fieldSchema;
  let required = true;
  while (defOf(inner).type === 'optional') {
    required = false;
    inner = defOf(inner).innerType!;
  }
  const { label = humanize(name), hint } = LABELS[name] ?? {};
  const base: DecapField = { name, label, widget: 'string', ...(hint ? { hint } : {}), ...(required ? {} : { required: false }) };
  const def = defOf(inner);
  switch (def.type) {
    case 'string': {
      if (inner === schema.imageFile) return { ...base, widget: 'image', choose_url: false };
      if (def.format === 'date') return { name, label, widget: 'datetime', ...(required ? {} : { required: false }), format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
      if (def.format === 'email') return { ...base, pattern: ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'must be an e-mail address'] };
      if (def.format === 'url') return { ...base, pattern: ['^https://\\S+$', 'must be an https:// address'] };
      const regex = checksOf(inner).find((check) => check.format === 'regex');
      if (regex) return { ...base, pattern: [(regex.pattern as RegExp).source, patternMessage(regex)] };
      const long = LONG_TEXT.has(name) || inner === schema.paragraphs;
      return { ...base, widget: long ? 'text' : 'string' };
    }
    case 'enum':
      return { ...base, widget: 'select', options: Object.values(def.entries!) };
    case 'number': {
      const checks = checksOf(inner);
      const int = checks.some((check) => check.format === 'safeint');
      // An exclusive bound on whole numbers is the next one in (positive: at least 1).
      const bound = (kind: string, step: number) => {
        const check = checks.find((candidate) => candidate.check === kind);
        if (!check) return undefined;
        const value = check.value as number;
        return check.inclusive || !int ? value : value + step;
      };
      const min = bound('greater_than', 1);
      const max = bound('less_than', -1);
      return { ...base, widget: 'number', value_type: int ? 'int' : 'float', ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
    }
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'array': {
      const element = def.element!;
      const bounds = listBounds(inner);
      if (defOf(element).type === 'enum') return { ...base, widget: 'select', multiple: true, options: Object.values(defOf(element).entries!), ...bounds };
      if (defOf(element).type === 'object') {
        const fields = fieldsOf(element as z.ZodObject, collection, i18n, path);
        const title = fields.find((field) => ['title', 'question', 'name', 'client', 'step', 'alt'].includes(field.name));
        return { ...base, widget: 'list', collapsed: true, ...(title ? { summary: `{{fields.${title.name}}}` } : {}), fields, ...bounds };
      }
      return { ...base, widget: 'list', field: { ...fieldOf(name, element, collection, i18n, path), name: 'item', label: singular(label) }, ...bounds };
    }
    case 'object':
      return { ...base, widget: 'object', fields: fieldsOf(inner as z.ZodObject, collection, i18n, path) };
    default:
      throw new Error(`cms config: ${path} has a zod type (${def.type}) the editor has no widget for; add it to server/cms/decap-config.ts`);
  }
}

function listBounds(arraySchema: AnySchema): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of checksOf(arraySchema)) {
    if (check.check === 'min_length') bounds.min = check.minimum as number;
    if (check.check === 'max_length') bounds.max = check.maximum as number;
    if (check.check === 'length_equals') bounds.min = bounds.max = check.length as number;
  }
  return bounds;
}

/** The schema's own message for a regex ("must be a month in YYYY-MM form"). */
function patternMessage(check: Record<string, unknown>): string {
  const error = check.error;
  if (typeof error === 'function') {
    const message: unknown = error({ code: 'invalid_format', format: 'regex' });
    if (typeof message === 'string') return message;
  }
  return 'is not in the expected form';
}

function singular(label: string): string {
  return label.endsWith('ies') ? `${label.slice(0, -3)}y` : label.endsWith('s') ? label.slice(0, -1) : label;
}

// ---------------------------------------------------------------- the whole configuration

export type DecapConfigOptions = { backend: CmsBackendOptions; siteUrl: string };

/**
 * The configuration /admin/config.yml serves (JSON is YAML). Locally the editor talks to the
 * local backend (no login, simple publishing: a save is written to the checkout at once); in
 * production to GitHub, where an edit is a pull request to review and merge (editorial
 * workflow) or, with CMS_PUBLISH_MODE=simple, a commit on the branch.
 */
export function decapConfig({ backend, siteUrl }: DecapConfigOptions): Record<string, unknown> {
  const backendConfig =
    backend.kind === 'local'
      ? { name: 'proxy', proxy_url: backend.url, branch: 'main' }
      : {
          name: 'github',
          repo: backend.repo,
          branch: backend.branch,
          ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
          ...(backend.authEndpoint ? { auth_endpoint: backend.authEndpoint } : {}),
          commit_messages: {
            create: 'Add {{collection}} “{{slug}}” (editor)',
            update: 'Update {{collection}} “{{slug}}” (editor)',
            delete: 'Delete {{collection}} “{{slug}}” (editor)',
            uploadMedia: 'Upload “{{path}}” (editor)',
            deleteMedia: 'Delete “{{path}}” (editor)',
          },
        };
  return {
    backend: backendConfig,
    publish_mode: backend.kind === 'local' ? 'simple' : backend.publishMode,
    // Decap wants a folder for its media library; records keep their photos beside them
    // (each collection's media_folder ''), so this one only holds what is uploaded there directly.
    media_folder: 'content/uploads',
    public_folder: '',
    site_url: siteUrl,
    display_url: siteUrl,
    locale: 'en',
    i18n: { structure: 'multiple_files', locales: [...langs], default_locale: 'en' },
    slug: slugConfig,
    collections: cmsCollections(),
  };
}
