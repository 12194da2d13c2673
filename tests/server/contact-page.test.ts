/**
 * /contact as the server renders it (what a visitor without JavaScript and a crawler get):
 * every section, the form's native attributes, the query states (?sent=1, ?subject=) and the
 * no-JS error path: a bad urlencoded POST re-renders the page with the messages and the values.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, fieldMessages } from '../../shared/contact/messages.js';
import { CONTACT_LIMITS, HONEYPOT_FIELD } from '../../shared/contact/schema.js';
import { faq } from '../../shared/content/faq.js';
import { site } from '../../shared/site.js';
import { createTestApp, textOf, titleOf } from '../helpers/legacy-html.js';

const ORIGIN = 'https://kolamstudio.example';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** The page's own content, without header and footer (which repeat phones and socials). */
function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  if (start < 0 || end < 0) throw new Error('no <main>');
  return html.slice(start, end);
}

/** The first opening tag `<tag …>` whose attributes contain `marker`. */
function openingTag(html: string, tag: string, marker: string): string {
  const re = new RegExp(`<${tag}\\b[^>]*${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^>]*>`);
  const found = re.exec(html)?.[0];
  if (!found) throw new Error(`no <${tag}> with ${marker}`);
  return found;
}

function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>])`, 'i').exec(tag);
  if (!match) return undefined;
  return (match[1] ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'");
}

function input(html: string, name: string): string {
  return openingTag(html, 'input', `name="${name}"`);
}

function textareaValue(html: string, name: string): string {
  const match = new RegExp(`<textarea\\b[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html);
  if (!match) throw new Error(`no <textarea name=${name}>`);
  return textOf(match[1] ?? '');
}

/** Text of the element with the given id (first closing tag of the same name). */
function textById(html: string, id: string): string | undefined {
  const match = new RegExp(`<(\\w+)\\b[^>]*\\sid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  return match ? textOf(match[2] ?? '') : undefined;
}

function statusText(html: string): string {
  const match = /<p role="status"[^>]*>([\s\S]*?)<\/p>/.exec(mainOf(html));
  if (!match) throw new Error('no status region');
  return textOf(match[1] ?? '');
}

async function getPage(url: string): Promise<string> {
  const response = await app.inject({ url, headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('/contact', () => {
  let html: string;
  let main: string;
  beforeAll(async () => {
    html = await getPage('/contact');
    main = mainOf(html);
  });

  it('has its own title, description and canonical link', () => {
    expect(titleOf(html)).toBe('Contact | Kolam Studio');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/contact"`);
    expect(html).toMatch(/<meta name="description" content="[^"]*24 hours/);
  });

  it('shows the sections in order: hero, details, form, map and hours, FAQ', () => {
    const text = textOf(main);
    const order = ['Let’s Talk About Your Brand', 'Talk to us', 'Send us a message', 'Visit the studio', 'Business hours', 'Frequently asked questions'];
    const positions = order.map((heading) => text.indexOf(heading));
    expect(positions.every((position) => position >= 0), JSON.stringify(positions)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(main.match(/<h1\b/g)).toHaveLength(1);
    expect(text).toContain("Tell us your goals. We’ll reply within 24 hours.");
  });

  it('links both call numbers, the e-mail, WhatsApp and the address', () => {
    for (const phone of site.phones) {
      expect(main).toContain(`href="tel:${phone.tel}"`);
      expect(textOf(main)).toContain(phone.label);
    }
    expect(main).toContain(`href="mailto:${site.email}"`);
    expect(main).toContain(`href="${site.phones[0].whatsapp}"`);
    for (const line of site.address.lines) expect(textOf(main)).toContain(line);
  });

  it('lists the five social links by name', () => {
    const socials = /<ul class="contact-socials"[\s\S]*?<\/ul>/.exec(main)?.[0] ?? '';
    const names = [...socials.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => [match[1], textOf(match[2] ?? '').replace(' (opens in a new tab)', '')]);
    expect(names).toEqual([
      [site.socials[0].href, 'LinkedIn'],
      [site.socials[1].href, 'Facebook'],
      [site.socials[2].href, 'Instagram'],
      [site.socials[3].href, 'X'],
      [site.socials[4].href, 'Behance'],
    ]);
  });

  it('renders a plain urlencoded form to /api/contact with native checks from CONTACT_LIMITS', () => {
    const form = openingTag(main, 'form', 'id="contact-form"');
    expect(attr(form, 'method')).toBe('post');
    expect(attr(form, 'action')).toBe('/api/contact');
    expect(attr(form, 'enctype')).toBeUndefined(); // the default: application/x-www-form-urlencoded
    expect(attr(form, 'novalidate')).toBeUndefined(); // native checks without JavaScript

    const required = ['firstName', 'lastName', 'email', 'subject'] as const;
    for (const name of required) {
      const tag = input(main, name);
      expect(attr(tag, 'required'), name).toBe('');
      expect(attr(tag, 'maxlength'), name).toBe(String(CONTACT_LIMITS[name]));
    }
    for (const name of ['phone', 'company'] as const) {
      const tag = input(main, name);
      expect(attr(tag, 'required'), name).toBeUndefined();
      expect(attr(tag, 'maxlength'), name).toBe(String(CONTACT_LIMITS[name]));
    }
    expect(attr(input(main, 'email'), 'type')).toBe('email');
    expect(attr(input(main, 'phone'), 'type')).toBe('tel');
    const message = openingTag(main, 'textarea', 'name="message"');
    expect(attr(message, 'required')).toBe('');
    expect(attr(message, 'maxlength')).toBe(String(CONTACT_LIMITS.message));

    // Every control has a label.
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'company', 'subject', 'privacy']) {
      const id = attr(input(main, name), 'id');
      expect(main, name).toContain(`for="${id}"`);
    }
    expect(textById(main, 'contact-form-subject')).toBeUndefined(); // an input, no text
    expect(textOf(main)).toContain('Phone (optional)');
    expect(textOf(main)).toContain('Company (optional)');
  });

  it('has a required privacy checkbox whose Privacy Policy link works without JavaScript', () => {
    const box = input(main, 'privacy');
    expect(attr(box, 'type')).toBe('checkbox');
    expect(attr(box, 'required')).toBe('');
    expect(attr(box, 'checked')).toBeUndefined();
    const label = new RegExp(`<label[^>]*for="${attr(box, 'id')}"[^>]*>([\\s\\S]*?)</label>`).exec(main)?.[1] ?? '';
    expect(label).toMatch(/<a href="\/privacy"[^>]*>Privacy Policy<\/a>/);
  });

  it('hides the honeypot field from people, keyboards and assistive technology', () => {
    const trap = input(main, HONEYPOT_FIELD);
    expect(attr(trap, 'tabindex')).toBe('-1');
    expect(attr(trap, 'autocomplete')).toBe('off');
    const wrapper = new RegExp(`<div class="([^"]+)" aria-hidden="true"><label[^>]*>[^<]*</label><input[^>]*name="${HONEYPOT_FIELD}"`).exec(main);
    expect(wrapper?.[1]).toBe('contact-form__trap');
  });

  it('has an empty polite status region and no messages before anything was sent', () => {
    expect(statusText(html)).toBe('');
    expect(main).not.toContain(contactMessages.success);
    expect(main).not.toContain('aria-invalid');
  });

  it('embeds the map lazily, with a title and a plain link beside it', () => {
    const frame = openingTag(main, 'iframe', 'class="map-embed__iframe"');
    expect(attr(frame, 'src')).toBe(site.mapEmbedUrl);
    expect(attr(frame, 'loading')).toBe('lazy');
    expect(attr(frame, 'title')).toMatch(/^Map showing Kolam Studio/);
    const link = openingTag(main, 'a', 'class="map-embed__link"');
    expect(attr(link, 'href')).toBe(site.mapUrl);
    expect(textOf(/<figcaption[\s\S]*?<\/figcaption>/.exec(main)?.[0] ?? '')).toContain('Open the map in OpenStreetMap');
  });

  it('shows the business hours as a table with a row per day range', () => {
    const table = /<table class="hours-table"[\s\S]*?<\/table>/.exec(main)?.[0] ?? '';
    const header = [...(/<thead>[\s\S]*<\/thead>/.exec(table)?.[0] ?? '').matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((match) => match[1]);
    expect(header).toEqual(['Day', 'Hours']);
    const rows = [...table.matchAll(/<tr[^>]*><th scope="row">([^<]*)<\/th><td>([^<]*)<\/td><\/tr>/g)].map((match) => [match[1], match[2]]);
    expect(rows).toEqual([
      ['Monday – Friday', '9:30 AM - 6:30 PM'],
      ['Saturday', '9:30 AM - 5:00 PM'],
      ['Sunday', 'Closed'],
    ]);
  });

  it('has the five FAQ items as collapsible <details>, closed at first', () => {
    const items = [...main.matchAll(/<details\b([^>]*)>([\s\S]*?)<\/details>/g)];
    expect(items).toHaveLength(5);
    items.forEach((item, index) => {
      const entry = faq[index]!;
      expect(item[1]).not.toMatch(/\sopen/);
      expect(textOf(/<summary[\s\S]*?<\/summary>/.exec(item[2] ?? '')?.[0] ?? '')).toBe(entry.question);
      for (const paragraph of entry.answer.split('\n')) expect(textOf(item[2] ?? '')).toContain(paragraph);
    });
    const text = textOf(items.map((item) => item[0]).join(' '));
    for (const topic of ['project fee', 'hourly', 'retainer', '4-6 weeks', '8-12 weeks', 'outside India']) expect(text).toContain(topic);
  });

  it('has no style attributes and no inline scripts beyond the one hashed intro script in <head>', () => {
    expect(html).not.toMatch(/\sstyle="/);
    const inline = [...html.matchAll(/<script\b([^>]*)>/g)].filter((match) => !/\ssrc="|type="application\/(json|ld\+json)"/.test(match[1] ?? ''));
    expect(inline).toHaveLength(1);
    expect(inline[0]!.index).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('/contact query states', () => {
  it('?sent=1 shows the success message in the status region (where a no-JS post lands)', async () => {
    const html = await getPage('/contact?sent=1');
    expect(statusText(html)).toBe(contactMessages.success);
    // Focused on load, so it is seen and read after the redirect.
    const status = openingTag(mainOf(html), 'p', 'role="status"');
    expect(attr(status, 'autofocus')).toBe('');
    expect(attr(status, 'tabindex')).toBe('-1');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/contact"`);
  });

  it('ignores other values of ?sent', async () => {
    expect(statusText(await getPage('/contact?sent=yes'))).toBe('');
  });

  it('?subject= prefills the subject (the Learn page’s Enroll Now link)', async () => {
    const html = await getPage(`/contact?subject=${encodeURIComponent('Course enrolment: UI/UX Design')}`);
    expect(attr(input(mainOf(html), 'subject'), 'value')).toBe('Course enrolment: UI/UX Design');
    expect(attr(input(mainOf(html), 'firstName'), 'value')).toBe('');
    expect(statusText(html)).toBe('');
  });

  it('escapes a hostile subject and cuts it to the subject limit', async () => {
    const hostile = `"><script>alert(1)</script>${'x'.repeat(400)}`;
    const html = await getPage(`/contact?subject=${encodeURIComponent(hostile)}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    const value = attr(input(mainOf(html), 'subject'), 'value') ?? '';
    expect(value.startsWith('"><script>alert(1)</script>')).toBe(true);
    expect(value).toHaveLength(CONTACT_LIMITS.subject);
  });
});

describe('/contact after a failed plain form post (no JavaScript)', () => {
  const typed = {
    firstName: 'Meena',
    lastName: 'Sundaram & Sons',
    email: 'meena.at.example',
    phone: '+91 94430 12345',
    company: 'Sundaram <Silks>',
    subject: 'Wedding catalogue "2025"',
    message: 'We need a catalogue.\nAbout 40 pages & a cover.',
  };

  const post = (values: Record<string, string>, target: FastifyInstance = app) =>
    target.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, accept: 'text/html' },
      payload: new URLSearchParams(values).toString(),
    });

  it('answers 422 with the contact page, the field message by the field and every typed value kept', async () => {
    const response = await post({ ...typed, privacy: 'on' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const main = mainOf(html);
    expect(titleOf(html)).toBe('Contact | Kolam Studio');

    for (const name of ['firstName', 'lastName', 'email', 'phone', 'company', 'subject'] as const) {
      expect(attr(input(main, name), 'value'), name).toBe(typed[name]);
    }
    expect(textareaValue(main, 'message')).toBe(textOf(typed.message));
    expect(main).toContain('We need a catalogue.\nAbout 40 pages &amp; a cover.');
    expect(attr(input(main, 'privacy'), 'checked')).toBe('');

    const email = input(main, 'email');
    expect(attr(email, 'aria-invalid')).toBe('true');
    expect(attr(email, 'aria-describedby')).toBe('contact-form-email-error');
    expect(attr(email, 'autofocus')).toBe('');
    expect(textById(main, 'contact-form-email-error')).toBe(fieldMessages.email.invalid);
    expect(statusText(html)).toBe(fieldMessages.email.invalid);

    // Only the wrong field is marked.
    expect(main.match(/aria-invalid="true"/g)).toHaveLength(1);
    expect(attr(input(main, 'firstName'), 'aria-invalid')).toBeUndefined();
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('shows the privacy message by the unticked box and keeps the values', async () => {
    const { email: _email, ...rest } = typed;
    const response = await post({ ...rest, email: 'meena@example.com' });
    expect(response.statusCode).toBe(422);
    const main = mainOf(response.body);
    const box = input(main, 'privacy');
    expect(attr(box, 'checked')).toBeUndefined();
    expect(attr(box, 'aria-invalid')).toBe('true');
    expect(attr(box, 'autofocus')).toBe('');
    expect(textById(main, 'contact-form-privacy-error')).toBe(contactMessages.privacy);
    expect(statusText(response.body)).toBe(contactMessages.privacy);
    expect(attr(input(main, 'email'), 'value')).toBe('meena@example.com');
    expect(attr(input(main, 'firstName'), 'value')).toBe('Meena');
  });

  it('shows a message by every wrong field, focusing the first', async () => {
    const response = await post({ ...typed, firstName: '   ', email: 'meena@example.com', phone: 'call me', message: '', privacy: 'on' });
    expect(response.statusCode).toBe(422);
    const main = mainOf(response.body);
    expect(textById(main, 'contact-form-firstName-error')).toBe(fieldMessages.firstName.required);
    expect(textById(main, 'contact-form-phone-error')).toBe(fieldMessages.phone.invalid);
    expect(textById(main, 'contact-form-message-error')).toBe(fieldMessages.message.required);
    expect(main.match(/aria-invalid="true"/g)).toHaveLength(3);
    expect(main.match(/\sautofocus=""/g)).toHaveLength(1);
    expect(attr(input(main, 'firstName'), 'autofocus')).toBe('');
    expect(statusText(response.body)).toBe(fieldMessages.firstName.required);
    expect(attr(input(main, 'phone'), 'value')).toBe('call me');
  });

  it('does not echo the honeypot field', async () => {
    const response = await post({ ...typed, privacy: 'on', [HONEYPOT_FIELD]: 'spam-bot-value-77' });
    expect(response.statusCode).toBe(422);
    expect(response.body).not.toContain('spam-bot-value-77');
  });

  it('shows the friendly rate-limit message (429) with the values kept', async () => {
    const limited = await createTestApp({ CONTACT_RATE_LIMIT_MAX: '1' });
    try {
      const valid = { ...typed, email: 'meena@example.com', privacy: 'on' };
      const first = await post(valid, limited);
      expect(first.statusCode).toBe(303);
      expect(first.headers.location).toBe('/contact?sent=1');
      const second = await post(valid, limited);
      expect(second.statusCode).toBe(429);
      expect(statusText(second.body)).toBe(contactMessages.rateLimited);
      const main = mainOf(second.body);
      expect(attr(input(main, 'firstName'), 'value')).toBe('Meena');
      expect(main).not.toContain('aria-invalid');
      // No field is wrong, so the message itself takes the focus.
      expect(attr(openingTag(main, 'p', 'role="status"'), 'autofocus')).toBe('');
    } finally {
      await limited.close();
    }
  });
});
