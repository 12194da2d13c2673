/**
 * An initial alone is a last name (DESIGN, third release: "the second name field accepts an
 * initial ("R" or "R.")"; issue 32): many Tamils write an initial and one name (R. Lakshmi).
 * The one schema takes it in both languages, as JSON (the form with JavaScript) and as a
 * plain form post (without); POST /api/contact stores it as typed and says thanks; an empty
 * field is still refused, with a message that says an initial is enough.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fieldMessagesByLang } from '../../shared/contact/messages.js';
import { parseContact } from '../../shared/contact/schema.js';
import { buildContactApp, filesIn, makeTempDir, removeDir, validMessage } from './helpers.js';

const INITIALS = ['R', 'R.'] as const;
const LANGS = ['en', 'ta'] as const;

describe('the contact schema', () => {
  describe.each(LANGS)('in %s', (lang) => {
    it.each(INITIALS)('accepts "%s" as the last name, from JSON and from a form post', (initial) => {
      const json = parseContact({ ...validMessage, lastName: initial, lang }, lang);
      expect(json).toMatchObject({ ok: true, data: { lastName: initial } });
      const form = parseContact({ ...validMessage, privacy: 'on', lastName: ` ${initial} `, lang }, lang);
      expect(form).toMatchObject({ ok: true, data: { lastName: initial } });
    });

    it('still refuses an empty last name, saying an initial is enough', () => {
      const result = parseContact({ ...validMessage, lastName: '  ', lang }, lang);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.fields.lastName).toBe(fieldMessagesByLang[lang].lastName.required);
    });
  });

  it('words the empty last name in each language as initial or family name', () => {
    expect(fieldMessagesByLang.en.lastName.required).toBe('Please enter your last name, or just an initial.');
    expect(fieldMessagesByLang.ta.lastName.required).toBe('உங்கள் இனிஷியலையோ குடும்பப் பெயரையோ உள்ளிடவும்.');
  });
});

describe('POST /api/contact with an initial as the last name', () => {
  let dataDir: string;
  let app: FastifyInstance | undefined;

  beforeEach(async () => {
    dataDir = await makeTempDir();
    app = await buildContactApp({ DATA_DIR: dataDir });
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await removeDir(dataDir);
  });

  const stored = async (id: string) => JSON.parse(await readFile(path.join(dataDir, 'messages', 'pending', `${id}.json`), 'utf8')).message;

  it.each([
    ['en', 'R'],
    ['ta', 'R.'],
  ] as const)('with JavaScript (JSON, %s): answers 202 and stores "%s"', async (lang, initial) => {
    const body = lang === 'en' ? { ...validMessage, lastName: initial } : { ...validMessage, lastName: initial, lang };
    const response = await app!.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect(response.statusCode).toBe(202);
    expect(await stored(response.json().id)).toMatchObject({ lastName: initial, lang });
  });

  it.each([
    ['en', 'R.', '/contact?sent=1'],
    ['ta', 'R', '/ta/contact?sent=1'],
  ] as const)('without JavaScript (a plain form post, %s): stores "%s" and redirects to %s', async (lang, initial, location) => {
    const form = new URLSearchParams({ ...validMessage, privacy: 'on', lastName: initial, ...(lang === 'ta' ? { lang } : {}) });
    const response = await app!.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: 'https://kolamstudio.in' },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(location);
    const [file] = await filesIn(dataDir, 'pending');
    expect(await stored(file!.replace(/\.json$/, ''))).toMatchObject({ lastName: initial, lang });
  });
});
