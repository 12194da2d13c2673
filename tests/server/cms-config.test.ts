/**
 * The editor's configuration (server/cms/decap-config.ts) against the content schemas and
 * content/ itself, both ways: every folder of content/ is a collection and every collection
 * a folder; every schema field is an editor field (and nothing else is), required where the
 * schema requires it, a select of exactly the schema's values, and written to both language
 * files exactly where the validator wants the same value (languageNeutralFields).
 */
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_FIELD, cmsCollections, decapConfig, fieldsOf, type DecapField } from '../../server/cms/decap-config.js';
import * as schema from '../../shared/content/schema.js';

const collections = cmsCollections();
const byName = (name: string) => collections.find((collection) => collection.name === name)!;

/** Each collection's schema, as the validator reads its files. */
const schemas: Record<string, z.ZodObject> = {
  'case-studies': schema.caseStudyFile,
  blog: schema.blogPostFile,
  services: schema.serviceFile,
  industries: schema.industryFile,
  solutions: schema.solutionsFile,
  courses: schema.coursesFile,
  faq: schema.faqFile,
  posters: schema.postersFile,
  'client-logos': schema.clientLogosFile,
  gallery: schema.galleryFile,
  'learn-slides': schema.learnSlidesFile,
  'page-images': schema.pageImagesFile,
  legal: schema.legalFile,
  site: schema.siteFile,
};

type Walked = { path: string; field: DecapField; schema: z.core.$ZodType; optional: boolean };

/** Pairs each editor field with its schema, failing on a field either side lacks. */
function walk(fields: readonly DecapField[], objectSchema: z.ZodObject, prefix = ''): Walked[] {
  const shape = objectSchema.shape as Record<string, z.core.$ZodType>;
  const names = fields.map((field) => field.name).filter((name) => name !== BODY_FIELD);
  expect(names, `${prefix || 'top level'}: the editor's fields are the schema's, in order`).toEqual(Object.keys(shape));
  const out: Walked[] = [];
  for (const field of fields) {
    if (field.name === BODY_FIELD && !prefix) continue;
    let inner = shape[field.name]!;
    let optional = false;
    while (inner._zod.def.type === 'optional') {
      optional = true;
      inner = (inner._zod.def as unknown as { innerType: z.core.$ZodType }).innerType;
    }
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    out.push({ path, field, schema: inner, optional });
    const def = inner._zod.def as unknown as { type: string; element?: z.core.$ZodType };
    if (def.type === 'object') out.push(...walk(field.fields!, inner as z.ZodObject, path));
    if (def.type === 'array' && def.element?._zod.def.type === 'object') out.push(...walk(field.fields!, def.element as z.ZodObject, path));
  }
  return out;
}

describe('the editor configuration', () => {
  it('has one collection per folder of content/ (and site.yaml), and no other', () => {
    const folders = readdirSync('content', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const configured = collections.filter((collection) => collection.folder).map((collection) => collection.folder!.replace(/^content\//, ''));
    expect([...configured].sort()).toEqual([...folders].sort());
    expect(byName('site').files?.map((file) => file.file)).toEqual(['content/site.yaml']);
    for (const name of Object.keys(schemas)) expect(byName(name), name).toBeTruthy();
    for (const collection of collections) if (collection.folder) expect(existsSync(collection.folder), collection.folder).toBe(true);
  });

  for (const [name, fileSchema] of Object.entries(schemas)) {
    it(`${name}: a field per schema field, required, closed lists and both languages as the validator reads them`, () => {
      const collection = byName(name);
      const fields = collection.fields ?? collection.files![0]!.fields;
      const neutral: readonly string[] = name === 'site' ? [] : schema.languageNeutralFields[name as keyof typeof schema.languageNeutralFields];
      const walked = walk(fields, fileSchema);
      for (const { path, field, schema: inner, optional } of walked) {
        expect(field.required === false, `${path} required`).toBe(optional);
        const def = inner._zod.def as unknown as { type: string; entries?: Record<string, string>; element?: z.core.$ZodType };
        if (def.type === 'enum') expect(field.options, `${path} options`).toEqual(Object.values(def.entries!));
        if (inner === schema.imageFile) expect(field.widget, `${path} widget`).toBe('image');
        if (def.type === 'array') expect(['list', 'select'], `${path} widget`).toContain(field.widget);
        // Top-level fields and fields inside lists and objects: duplicate exactly when neutral.
        if (name === 'site') expect(field.i18n, path).toBeUndefined();
        else if (!/\.item$/.test(path)) expect(field.i18n, `${path} i18n`).toBe(neutral.includes(path) ? 'duplicate' : true);
      }
      for (const path of neutral) expect(walked.some((entry) => entry.path === path), `${path} is a field`).toBe(true);
      const hasBody = fields.some((field) => field.name === BODY_FIELD);
      expect(hasBody, 'a Markdown body').toBe(collection.format === 'kolam-frontmatter');
    });
  }

  it('writes our file names: one folder per record, <slug>.<lang>.yaml and index.<lang>.yaml', () => {
    for (const name of ['case-studies', 'blog']) expect(byName(name)).toMatchObject({ folder: `content/${name}`, path: '{{slug}}/index', extension: 'md', format: 'kolam-frontmatter', media_folder: '', public_folder: '' });
    expect(byName('case-studies').slug).toBe('{{fields.id}}-{{fields.client}}');
    for (const name of ['services', 'industries', 'solutions', 'page-images']) expect(byName(name)).toMatchObject({ folder: `content/${name}`, extension: 'yaml', format: 'kolam-yaml', create: false });
    const config = decapConfig({ backend: { kind: 'local', url: 'http://localhost:8081/api/v1' }, siteUrl: 'http://localhost:3000' });
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['en', 'ta'], default_locale: 'en' });
  });

  it('picks up a field added to a schema', () => {
    const grown = schema.blogPostFile.extend({ readingTime: z.number().int().positive().optional() });
    const field = fieldsOf(grown, 'blog', true).find((candidate) => candidate.name === 'readingTime');
    expect(field).toMatchObject({ widget: 'number', value_type: 'int', min: 1, required: false, i18n: true });
  });
});
