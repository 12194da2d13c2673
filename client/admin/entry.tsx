/**
 * /admin: Decap CMS from npm (bundled by scripts/cms/build-admin.mjs into dist/admin/, apart
 * from the site's bundle), with the site's previews, two widget adjustments and a check of
 * the Tamil side before every save. Decap reads its configuration from /admin/config.yml
 * (server/plugins/admin.ts makes it from the content schemas).
 */
import CMS from 'decap-cms-app';
import type { DecapCollection, DecapField } from '../../server/cms/decap-config.js';
import { registerFormats } from './formats.js';
import { registerPreviews } from './previews.js';
import { adjustWidgets } from './widgets.js';

const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';

// The local backend of `npm run edit` has no login (README): remember the proxy backend's
// user so Decap opens straight on the collections instead of showing a "Login" button.
if (meta('kolam:cms-backend') === 'local' && !localStorage.getItem('decap-cms-user')) {
  localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'proxy' }));
}

registerFormats(CMS);
adjustWidgets(CMS);
registerPreviews(CMS, meta('kolam:site-css').split(' ').filter(Boolean));

// ---------------------------------------------------------------- the Tamil side on save

type Value = { get(key: string): unknown; size?: number; forEach?(fn: (value: unknown, index: number) => void): void } | string | number | boolean | null | undefined;

let collections: Promise<DecapCollection[]> | undefined;
function loadCollections(): Promise<DecapCollection[]> {
  collections ??= fetch('/admin/config.yml')
    .then((response) => response.text())
    // The served YAML is JSON after one comment line.
    .then((text) => (JSON.parse(text.replace(/^#.*\n/, '')) as { collections: DecapCollection[] }).collections);
  return collections;
}

const isEmpty = (value: Value) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const getField = (value: Value, name: string): Value => (typeof value === 'object' && value !== null ? (value.get(name) as Value) : undefined);

/** Required translated fields that are empty in one language's data, as "Title", "Gallery 2 › Description". */
function missingFields(fields: readonly DecapField[], data: Value, at = ''): string[] {
  const missing: string[] = [];
  for (const field of fields) {
    if (field.required === false || field.i18n !== true) continue;
    const value = getField(data, field.name);
    const label = `${at}${field.label}`;
    if (isEmpty(value)) {
      missing.push(label);
    } else if (field.widget === 'list' && typeof value === 'object' && value?.forEach) {
      if ((value.size ?? 0) < (field.min ?? 0)) missing.push(`${label} (at least ${field.min})`);
      if (field.fields) value.forEach((item, index) => missing.push(...missingFields(field.fields!, item as Value, `${label} ${index + 1} › `)));
    } else if (field.widget === 'object' && field.fields) {
      missing.push(...missingFields(field.fields, value, `${label} › `));
    }
  }
  return missing;
}

// Decap checks required fields on the language shown on the left only; the validator checks
// both files against the same schema. So before a save, the Tamil side's required text must
// be there too; a save that throws here is refused with this message (in production too,
// where no local validator runs before the commit).
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    const collection = (await loadCollections()).find((candidate) => candidate.name === entry.get('collection'));
    if (!collection?.i18n) return undefined;
    const fields = collection.fields ?? collection.files?.find((file) => file.name === entry.get('slug'))?.fields ?? [];
    const tamil = entry.getIn(['i18n', 'ta', 'data']) as Value;
    const missing = missingFields(fields, tamil);
    if (missing.length > 0) throw new Error(`Tamil (ta) is missing: ${missing.join('; ')}. Switch on the two-language view (the "i18n" button) and fill them in.`);
    return undefined;
  },
});

CMS.init();
