/**
 * /contact and /ta/contact as the server renders them (what a visitor without JavaScript and a
 * crawler get): every section, the form's native attributes, the query states (?sent=1,
 * ?subject=) and the no-JS error path: a bad urlencoded POST re-renders the page of the
 * post's language with the messages and every value typed. Read as a visitor reads it:
 * headings, labels, roles, links and attributes, never class names or markup order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appLoaderScript, introScript, latinFacesScript } from '../../shared/generated/head-scripts.js';
import { contactMessagesByLang, fieldMessagesByLang } from '../../shared/contact/messages.js';
import { CONTACT_LIMITS, HONEYPOT_FIELD } from '../../shared/contact/schema.js';
import { contactCopy } from '../../shared/routes/contact/copy.js';
import { shellCopy } from '../../shared/i18n/copy/shell.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { site } from '../../shared/site.js';
import { content, tamil } from '../helpers/content.js';
import { accessibleName, attribute, createTestApp, expectInOrder, getPage, readPage, TEST_SITE_URL, useTestApp, visibleText, type Page } from '../helpers/app.js';

const app = useTestApp();
const langs = ['en', 'ta'] as const;
const prefix = { en: '', ta: '/ta' } as const;
const htmlLang = { en: 'en-IN', ta: 'ta' } as const;
const faqIn = { en: content.faq, ta: tamil.faq } as const;

// ---------------------------------------------------------------- reading the form as a visitor

/** The contact form: the one form in the "Send us a message" section. */
function formOf(page: Page, lang: Lang): Element {
  const form = page.region(contactCopy[lang].form.title).querySelector('form');
  if (!form) throw new Error('no form in the form section');
  return form;
}

/** The control a label names (its visible text without the required asterisk, which is aria-hidden). */
function control(page: Page, form: Element, name: string): Element {
  const label = [...form.querySelectorAll('label')].find((candidate) => accessibleName(candidate, page.document) === name);
  const id = label?.getAttribute('for');
  const found = id ? page.document.getElementById(id) : null;
  if (!found) throw new Error(`no control labelled ${JSON.stringify(name)}`);
  return found;
}

/** The label texts of the form's controls, in order. */
function labels(page: Page, form: Element): string[] {
  return [...form.querySelectorAll('label')].filter((label) => !label.closest('[aria-hidden="true"]')).map((label) => accessibleName(label, page.document));
}

/** What a field says about itself beyond its label: the texts its aria-describedby points at. */
function description(page: Page, element: Element): string {
  const ids = element.getAttribute('aria-describedby');
  return ids ? ids.split(/\s+/).map((id) => visibleText(page.document.getElementById(id))).join(' ') : '';
}

const statusOf = (form: Element) => {
  const status = form.querySelector('[role="status"]');
  if (!status) throw new Error('no status region in the form');
  return status;
};

/**
 * A field's value as the browser shows it: the value attribute, or a textarea's text (linkedom
 * keeps a textarea's character references as written; a browser decodes them).
 */
const valueOf = (element: Element) => (element.tagName === 'TEXTAREA' ? decodeText(element.innerHTML) : (attribute(element, 'value') ?? ''));

function decodeText(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number(ref.slice(1)));
    return named[ref.toLowerCase()] ?? whole;
  });
}

/** How many times a text shows in a page's main content. */
const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** The labels of every field, in the page's language, as a visitor reads them. */
function fieldLabels(lang: Lang) {
  const { fields, optional } = contactCopy[lang].formFields;
  return {
    firstName: fields.firstName.label,
    lastName: fields.lastName.label,
    email: fields.email.label,
    phone: `${fields.phone.label} (${optional})`,
    company: `${fields.company.label} (${optional})`,
    subject: fields.subject.label,
    message: fields.message.label,
  };
}

// ---------------------------------------------------------------- the page

describe.each(langs)('/contact (%s)', (lang) => {
  const copy = contactCopy[lang];
  const shell = shellCopy[lang];
  const url = `${prefix[lang]}/contact`;
  let page: Page;
  beforeAll(async () => {
    page = await getPage(app(), url);
  });

  it('answers 200 in its language with its own title, description and canonical link', () => {
    expect(page.status).toBe(200);
    expect(page.lang).toBe(htmlLang[lang]);
    expect(page.title).toBe(`${copy.meta.title} | Kolam Studio`);
    expect(page.meta('description')).toBe(copy.meta.description);
    expect(page.meta('description')).toContain('24');
    expect(page.canonical).toBe(`${TEST_SITE_URL}${url}`);
    if (lang === 'en') {
      expect(page.title).toBe('Contact | Kolam Studio');
      expect(page.meta('description')).toContain('24 hours');
    }
  });

  it('shows the sections in order: hero, details, form, map and hours, FAQ', () => {
    expect(page.headings(1)).toEqual([copy.hero.title]);
    expect(page.headings(2)).toEqual([copy.details.title, copy.form.title, copy.visit.title, copy.faq.title]);
    expectInOrder(page.text, [copy.hero.title, copy.hero.lead, copy.details.title, copy.form.title, copy.visit.title, copy.hours.title, copy.faq.title]);
    expect(page.href(copy.hero.send)).toBe('#contact-form');
    expect(page.href(copy.hero.faq)).toBe('#faq');
    expect(page.href(copy.faq.moreLink)).toBe('#contact-form');
    if (lang === 'en') {
      expect(page.headings(1)).toEqual(['Let’s Talk About Your Brand']);
      expect(page.headings(2)).toEqual(['Talk to us', 'Send us a message', 'Visit the studio', 'Frequently asked questions']);
      expect(page.text).toContain('Tell us your goals. We’ll reply within 24 hours.');
      expect(page.text).toContain('Still wondering about something? Ask us in a message.');
    }
  });

  it('links both call numbers, the e-mail, WhatsApp and the address in the page’s language', () => {
    const details = page.region(copy.details.title);
    const links = page.links(details);
    for (const phone of site.phones) {
      expect(links).toContainEqual(expect.objectContaining({ name: phone.label, href: `tel:${phone.tel}` }));
    }
    expect(page.href(site.email, details)).toBe(`mailto:${site.email}`);
    expect(page.href(`WhatsApp ${site.phones[0]!.label} (${shell.footer.newTab})`, details)).toBe(site.phones[0]!.whatsapp);
    const address = visibleText(details.querySelector('address'));
    for (const line of shell.address) expect(address).toContain(line);
    expect(page.headings(3, details)).toEqual([copy.details.call, copy.details.email, copy.details.address, copy.details.follow]);
    if (lang === 'en') {
      expect(page.headings(3, details)).toEqual(['Call us', 'E-mail', 'Studio address', 'Follow our work']);
      for (const line of site.address.lines.en) expect(address).toContain(line);
    } else {
      for (const line of site.address.lines.ta) expect(address).toContain(line);
    }
  });

  it('lists the five social links by name, each saying it opens a new tab', () => {
    const socials = page.region(shell.footer.socialLabel);
    expect(socials.closest('main')).toBe(page.main);
    expect(page.links(socials)).toEqual(site.socials.map((social) => ({ name: `${social.name} (${shell.footer.newTab})`, href: social.href, current: null })));
    expect(page.links(socials).map((link) => link.name.split(' (')[0])).toEqual(['LinkedIn', 'Facebook', 'Instagram', 'X', 'Behance']);
  });

  it('renders a plain urlencoded form that posts to the page itself, with native checks from CONTACT_LIMITS', () => {
    const form = formOf(page, lang);
    expect(attribute(form, 'method')).toBe('post');
    expect(attribute(form, 'action')).toBe(lang === 'en' ? '/contact' : '/ta/contact');
    expect(attribute(form, 'enctype')).toBeUndefined(); // the default: application/x-www-form-urlencoded
    expect(attribute(form, 'novalidate')).toBeUndefined(); // native checks without JavaScript

    const named = fieldLabels(lang);
    expect(labels(page, form)).toEqual([...Object.values(named), expect.stringContaining(copy.formFields.privacyLink)]);
    for (const name of ['firstName', 'lastName', 'email', 'subject', 'message'] as const) {
      const field = control(page, form, named[name]);
      expect(attribute(field, 'name'), name).toBe(name);
      expect(attribute(field, 'required'), name).toBe('');
      expect(attribute(field, 'maxlength'), name).toBe(String(CONTACT_LIMITS[name]));
      expect(attribute(field, 'aria-invalid'), name).toBeUndefined();
    }
    for (const name of ['phone', 'company'] as const) {
      const field = control(page, form, named[name]);
      expect(attribute(field, 'name'), name).toBe(name);
      expect(attribute(field, 'required'), name).toBeUndefined();
      expect(attribute(field, 'maxlength'), name).toBe(String(CONTACT_LIMITS[name]));
    }
    expect(attribute(control(page, form, named.email), 'type')).toBe('email');
    expect(attribute(control(page, form, named.phone), 'type')).toBe('tel');
    expect(control(page, form, named.message).tagName).toBe('TEXTAREA');
    expect(attribute(control(page, form, named.subject), 'placeholder')).toBe(copy.formFields.fields.subject.placeholder);
    expect(attribute(control(page, form, named.message), 'placeholder')).toBe(copy.formFields.fields.message.placeholder);
    expect(attribute(control(page, form, named.email), 'placeholder')).toBe('name@example.com');
    expect(description(page, form)).toBe(copy.formFields.hint.replace('{mark}', `*${copy.formFields.markLabel}`));
    expect(page.buttons(form)).toEqual([copy.formFields.submit]);
    if (lang === 'en') {
      expect(labels(page, form).slice(0, 7)).toEqual(['First name', 'Last name', 'E-mail', 'Phone (optional)', 'Company (optional)', 'Subject', 'Message']);
      expect(page.buttons(form)).toEqual(['Send message']);
      expect(description(page, form)).toBe('Fields marked *with an asterisk are required.');
    }
  });

  it('posts the page’s language: a hidden lang field on the Tamil form, SPEC’s fields only on the English one', () => {
    const form = formOf(page, lang);
    const hidden = [...form.querySelectorAll('input[type="hidden"]')].map((input) => [attribute(input, 'name'), attribute(input, 'value')]);
    expect(hidden).toEqual(lang === 'en' ? [] : [['lang', 'ta']]);
  });

  it('has a required privacy checkbox whose Privacy Policy link works without JavaScript', () => {
    const form = formOf(page, lang);
    const box = form.querySelector('input[type="checkbox"]');
    expect(attribute(box, 'name')).toBe('privacy');
    expect(attribute(box, 'required')).toBe('');
    expect(attribute(box, 'checked')).toBeUndefined();
    const label = form.querySelector(`label[for="${attribute(box, 'id')}"]`);
    expect(accessibleName(label!, page.document)).toBe(copy.formFields.privacy.replace('{link}', copy.formFields.privacyLink));
    expect(page.href(copy.formFields.privacyLink, label!)).toBe(`${prefix[lang]}/privacy`);
    if (lang === 'en') expect(accessibleName(label!, page.document)).toBe('I agree to the Privacy Policy and to being contacted about my enquiry.');
  });

  it('hides the honeypot field from people, keyboards and assistive technology', () => {
    const trap = formOf(page, lang).querySelector(`input[name="${HONEYPOT_FIELD}"]`);
    expect(attribute(trap, 'tabindex')).toBe('-1');
    expect(attribute(trap, 'autocomplete')).toBe('off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('has an empty polite status region and no messages before anything was sent', () => {
    const form = formOf(page, lang);
    expect(visibleText(statusOf(form))).toBe('');
    expect(page.text).not.toContain(contactMessagesByLang[lang].success);
    expect(form.querySelector('[aria-invalid]')).toBeNull();
  });

  it('embeds the map lazily for a browser without JavaScript (the app adds it near the screen), with a title in the page’s language and a plain link beside it', () => {
    const frame = page.main.querySelector('iframe');
    expect(frame?.parentElement?.tagName.toLowerCase()).toBe('noscript');
    expect(attribute(frame, 'src')).toBe(site.mapEmbedUrl);
    expect(attribute(frame, 'loading')).toBe('lazy');
    expect(attribute(frame, 'title')).toBe(copy.map.frameTitle);
    expect(page.href(`${copy.map.link} (${shell.footer.newTab})`)).toBe(site.mapUrl);
    expect(visibleText(page.main.querySelector('figcaption'))).toContain(`Kolam Studio, ${copy.map.address}`);
    if (lang === 'en') {
      expect(attribute(frame, 'title')).toMatch(/^Map showing Kolam Studio/);
      expect(page.href('Open the map in OpenStreetMap (opens in a new tab)')).toBe(site.mapUrl);
    }
  });

  it('shows the business hours as a table with a row per day range', () => {
    const table = page.main.querySelector('table');
    expect(accessibleName(table!, page.document)).toBe(copy.hours.title);
    const header = [...table!.querySelectorAll('thead th')].map((cell) => visibleText(cell));
    const rows = [...table!.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => visibleText(cell)));
    expect(header).toEqual([copy.hours.day, copy.hours.hours]);
    expect(rows).toEqual(copy.hours.rows.map((row) => [row.days, row.hours]));
    if (lang === 'en') {
      expect(header).toEqual(['Day', 'Hours']);
      expect(rows).toEqual([
        ['Monday – Friday', '9:30 AM - 6:30 PM'],
        ['Saturday', '9:30 AM - 5:00 PM'],
        ['Sunday', 'Closed'],
      ]);
    } else {
      expect(rows).toEqual([
        ['திங்கள் – வெள்ளி', 'காலை 9:30 – மாலை 6:30'],
        ['சனி', 'காலை 9:30 – மாலை 5:00'],
        ['ஞாயிறு', 'விடுமுறை'],
      ]);
    }
    expect(page.text).toContain(copy.hours.note);
  });

  it('has the five FAQ items as collapsible <details>, closed at first', () => {
    const items = [...page.main.querySelectorAll('details')];
    expect(items).toHaveLength(5);
    items.forEach((item, index) => {
      const entry = faqIn[lang][index]!;
      expect(item.hasAttribute('open')).toBe(false);
      expect(visibleText(item.querySelector('summary'))).toBe(entry.question);
      for (const paragraph of entry.answer.split('\n')) expect(visibleText(item)).toContain(paragraph);
    });
    const text = items.map((item) => visibleText(item)).join(' ');
    const topics = lang === 'en' ? ['project fee', 'hourly', 'retainer', '4-6 weeks', '8-12 weeks', 'outside India'] : ['4–6 வாரங்கள்', '8–12 வாரங்கள்', 'ரிடெய்னர்'];
    for (const topic of topics) expect(text).toContain(topic);
  });

  it('has no style attributes and no inline scripts beyond the three hashed ones in <head> (intro, the Latin faces\' request, app loader)', () => {
    expect(page.document.querySelectorAll('[style]')).toHaveLength(0);
    const inline = [...page.document.querySelectorAll('script:not([src])')].filter((script) => !/^application\/(json|ld\+json)$/.test(script.getAttribute('type') ?? ''));
    expect(inline.map((script) => script.textContent)).toEqual([introScript, latinFacesScript, appLoaderScript]);
    expect(inline.every((script) => script.closest('head'))).toBe(true);
  });
});

describe('/ta/contact', () => {
  /** Latin words a Tamil page may show: names, addresses, acronyms (two or more capitals), the placeholder e-mail. */
  // Letters, not \b: a reader's text runs elements together ("43210WhatsApp").
  const allowed = /(?<![A-Za-z])(Kolam Studio|WhatsApp|Instagram|Facebook|LinkedIn|Behance|OpenStreetMap|X|[A-Z]{2,})(?![A-Za-z])|[\w.+-]+@[\w.-]+|https?:\S+/g;

  it('shows no English interface text: every visible text and every label, placeholder and title is Tamil', async () => {
    const page = await getPage(app(), '/ta/contact');
    const attributes = [...page.main.querySelectorAll('[placeholder], [title], [aria-label]')].flatMap((element) =>
      ['placeholder', 'title', 'aria-label'].map((name) => attribute(element, name) ?? ''),
    );
    const leftovers = [page.text, ...attributes].flatMap((text) => text.replace(allowed, ' ').match(/[A-Za-z]{3,}/g) ?? []);
    expect(leftovers).toEqual([]);
  });
});

// ---------------------------------------------------------------- query states

describe.each(langs)('/contact query states (%s)', (lang) => {
  const url = `${prefix[lang]}/contact`;

  it('?sent=1 shows the success message in the status region (where a no-JS post lands)', async () => {
    const page = await getPage(app(), `${url}?sent=1`);
    const status = statusOf(formOf(page, lang));
    expect(visibleText(status)).toBe(contactMessagesByLang[lang].success);
    if (lang === 'en') expect(visibleText(status)).toBe('✅ Thanks! We will reach out soon.');
    // Focused on load, so it is seen and read after the redirect.
    expect(attribute(status, 'autofocus')).toBe('');
    expect(attribute(status, 'tabindex')).toBe('-1');
    expect(page.canonical).toBe(`${TEST_SITE_URL}${url}`);
    expect(occurrences(page.text, contactMessagesByLang[lang].success)).toBe(1);
  });

  it('ignores other values of ?sent', async () => {
    const page = await getPage(app(), `${url}?sent=yes`);
    expect(visibleText(statusOf(formOf(page, lang)))).toBe('');
  });

  it('?subject= prefills the subject (the Learn page’s Enroll Now link)', async () => {
    const subject = lang === 'en' ? 'Course enrolment: UI/UX Design' : 'பயிற்சி வகுப்பு விசாரணை';
    const page = await getPage(app(), `${url}?subject=${encodeURIComponent(subject)}`);
    const form = formOf(page, lang);
    const named = fieldLabels(lang);
    expect(valueOf(control(page, form, named.subject))).toBe(subject);
    expect(valueOf(control(page, form, named.firstName))).toBe('');
    expect(visibleText(statusOf(form))).toBe('');
  });
});

describe('/contact ?subject= from a hostile link', () => {
  it('escapes it and cuts it to the subject limit', async () => {
    const hostile = `"><script>alert(1)</script>${'x'.repeat(400)}`;
    const page = await getPage(app(), `/contact?subject=${encodeURIComponent(hostile)}`);
    expect(page.html).not.toContain('<script>alert(1)</script>');
    const value = valueOf(control(page, formOf(page, 'en'), 'Subject'));
    expect(value.startsWith('"><script>alert(1)</script>')).toBe(true);
    expect(value).toHaveLength(CONTACT_LIMITS.subject);
  });
});

// ---------------------------------------------------------------- the no-JS error path

describe.each(langs)('/contact after a failed plain form post without JavaScript (%s)', (lang) => {
  const messages = contactMessagesByLang[lang];
  const fieldTexts = fieldMessagesByLang[lang];
  const named = fieldLabels(lang);
  const typed = {
    firstName: lang === 'en' ? 'Meena' : 'மீனா',
    lastName: 'Sundaram & Sons',
    email: 'meena.at.example',
    phone: '+91 94430 12345',
    company: 'Sundaram <Silks>',
    subject: lang === 'en' ? 'Wedding catalogue "2025"' : 'திருமண கேட்லாக் "2025"',
    message: lang === 'en' ? 'We need a catalogue.\nAbout 40 pages & a cover.' : 'எங்களுக்கு ஒரு கேட்லாக் வேண்டும்.\nசுமார் 40 பக்கங்கள் & ஒரு அட்டை.',
  };
  const langField: Record<string, string> = lang === 'en' ? {} : { lang };

  // Where the form posts without JavaScript: its own page.
  const post = async (values: Record<string, string>, target = app()) =>
    target.inject({
      method: 'POST',
      url: lang === 'en' ? '/contact' : '/ta/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_SITE_URL, accept: 'text/html' },
      payload: new URLSearchParams({ ...values, ...langField }).toString(),
    });

  it('answers 422 with the contact page of the post’s language, the message by the field (once) and every value kept', async () => {
    const response = await post({ ...typed, privacy: 'on' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = readPage(response);
    expect(page.lang).toBe(htmlLang[lang]);
    expect(page.title).toBe(`${contactCopy[lang].meta.title} | Kolam Studio`);
    const form = formOf(page, lang);

    for (const name of ['firstName', 'lastName', 'email', 'phone', 'company', 'subject', 'message'] as const) {
      expect(valueOf(control(page, form, named[name])), name).toBe(typed[name]);
    }
    expect(attribute(form.querySelector('input[type="checkbox"]'), 'checked')).toBe('');

    const email = control(page, form, named.email);
    expect(attribute(email, 'aria-invalid')).toBe('true');
    expect(attribute(email, 'autofocus')).toBe('');
    expect(description(page, email)).toBe(fieldTexts.email.invalid);
    // Shown once, by the field: the status box does not repeat it.
    expect(visibleText(statusOf(form))).toBe('');
    expect(occurrences(page.text, fieldTexts.email.invalid)).toBe(1);
    if (lang === 'en') expect(description(page, email)).toBe('Please enter a valid e-mail address, such as name@example.com.');

    // Only the wrong field is marked.
    expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    expect(page.document.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('shows the privacy warning once, by the unticked box, and keeps the values', async () => {
    const response = await post({ ...typed, email: 'meena@example.com' });
    expect(response.statusCode).toBe(422);
    const page = readPage(response);
    const form = formOf(page, lang);
    const box = form.querySelector('input[type="checkbox"]');
    expect(attribute(box, 'checked')).toBeUndefined();
    expect(attribute(box, 'aria-invalid')).toBe('true');
    expect(attribute(box, 'autofocus')).toBe('');
    expect(description(page, box!)).toBe(messages.privacy);
    if (lang === 'en') expect(description(page, box!)).toBe('⚠️ Please agree to the Privacy Policy.');
    expect(visibleText(statusOf(form))).toBe('');
    expect(occurrences(page.text, messages.privacy)).toBe(1);
    expect(valueOf(control(page, form, named.email))).toBe('meena@example.com');
    expect(valueOf(control(page, form, named.firstName))).toBe(typed.firstName);
  });

  it('shows a message by every wrong field, each once, focusing the first', async () => {
    const response = await post({ ...typed, firstName: '   ', email: 'meena@example.com', phone: 'call me', message: '', privacy: 'on' });
    expect(response.statusCode).toBe(422);
    const page = readPage(response);
    const form = formOf(page, lang);
    expect(description(page, control(page, form, named.firstName))).toBe(fieldTexts.firstName.required);
    expect(description(page, control(page, form, named.phone))).toBe(fieldTexts.phone.invalid);
    expect(description(page, control(page, form, named.message))).toBe(fieldTexts.message.required);
    expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(3);
    expect(page.document.querySelectorAll('[autofocus]')).toHaveLength(1);
    expect(attribute(control(page, form, named.firstName), 'autofocus')).toBe('');
    for (const text of [fieldTexts.firstName.required, fieldTexts.phone.invalid, fieldTexts.message.required]) expect(occurrences(page.text, text)).toBe(1);
    expect(visibleText(statusOf(form))).toBe('');
    expect(valueOf(control(page, form, named.phone))).toBe('call me');
  });

  it('does not echo the honeypot field', async () => {
    const response = await post({ ...typed, privacy: 'on', [HONEYPOT_FIELD]: 'spam-bot-value-77' });
    expect(response.statusCode).toBe(422);
    expect(response.body).not.toContain('spam-bot-value-77');
  });
});

describe('/contact at the message limit (no JavaScript)', () => {
  it('redirects a good post to the page of its language, then shows the friendly rate-limit message (429) with the values kept', async () => {
    const limited = await createTestApp({ CONTACT_RATE_LIMIT_MAX: '1' });
    const post = (values: Record<string, string>) =>
      limited.inject({
        method: 'POST',
        url: values.lang === 'ta' ? '/ta/contact' : '/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_SITE_URL, accept: 'text/html' },
        payload: new URLSearchParams(values).toString(),
      });
    const valid = { firstName: 'Meena', lastName: 'Sundaram', email: 'meena@example.com', subject: 'Catalogue', message: 'We need a catalogue.', privacy: 'on' };
    try {
      const first = await post({ ...valid, lang: 'ta' });
      expect(first.statusCode).toBe(303);
      expect(first.headers.location).toBe('/ta/contact?sent=1');
      for (const lang of langs) {
        const response = await post(lang === 'en' ? valid : { ...valid, lang });
        expect(response.statusCode).toBe(429);
        const page = readPage(response);
        expect(page.lang).toBe(htmlLang[lang]);
        const form = formOf(page, lang);
        const status = statusOf(form);
        expect(visibleText(status)).toBe(contactMessagesByLang[lang].rateLimited);
        expect(valueOf(control(page, form, fieldLabels(lang).firstName))).toBe('Meena');
        expect(form.querySelector('[aria-invalid]')).toBeNull();
        // No field is wrong, so the message itself takes the focus.
        expect(attribute(status, 'autofocus')).toBe('');
      }
    } finally {
      await limited.close();
    }
  });
});
