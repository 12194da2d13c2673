/**
 * Campaign attribution (shared/contact/attribution.ts): the pure function both paths use, the
 * hidden fields of the no-JavaScript path (escaped, only when there is something to add), and
 * the schema's handling of what a post claims (bounded, validated, never a reason to refuse).
 */
import { describe, expect, it } from 'vitest';
import { testConfig } from '../helpers/config.js';
import { buildEmail } from '../../server/contact/mailer.js';
import { attributionFrom, attributionHiddenFields, boundText, hiddenFieldsHtml } from '../../shared/contact/attribution.js';
import { parseAttribution, parseContact } from '../../shared/contact/schema.js';

const SITE = 'https://kolamstudio.in';

describe('attributionFrom', () => {
  it('reads the campaign of the page, the presence of click ids (never their values) and the landing path', () => {
    expect(attributionFrom(`${SITE}/services/branding?utm_source=newsletter&utm_medium=email&utm_campaign=pongal&utm_term=logo&utm_content=hero&gclid=Cj0KCQ-secret&fbclid=IwAR-secret`, '', SITE)).toEqual({
      landingPage: '/services/branding',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'pongal',
      utmTerm: 'logo',
      utmContent: 'hero',
      gclid: true,
      fbclid: true,
    });
    expect(JSON.stringify(attributionFrom(`${SITE}/?gclid=Cj0KCQ-secret`, '', SITE))).not.toContain('secret');
  });

  it('takes the campaign of the same-site page before when the page itself has none (the contact link)', () => {
    expect(attributionFrom(`${SITE}/contact`, `${SITE}/?utm_source=newsletter&utm_campaign=pongal`, SITE)).toEqual({
      landingPage: '/',
      utmSource: 'newsletter',
      utmCampaign: 'pongal',
    });
    // Behind another host name (or in development) the request's own host counts as the site.
    expect(attributionFrom('http://127.0.0.1:3000/contact', 'http://127.0.0.1:3000/ta?utm_campaign=pongal', SITE)).toEqual({ landingPage: '/ta', utmCampaign: 'pongal' });
    // The page's own campaign wins.
    expect(attributionFrom(`${SITE}/contact?utm_campaign=diwali`, `${SITE}/?utm_campaign=pongal`, SITE)?.utmCampaign).toBe('diwali');
  });

  it('names the other site a visitor came from by its host only, and never our own', () => {
    expect(attributionFrom(`${SITE}/contact`, 'https://www.google.com/', SITE)).toEqual({ landingPage: '/contact', referrerHost: 'www.google.com' });
    expect(attributionFrom(`${SITE}/contact`, 'android-app://com.google.android.gm/', SITE)).toEqual({ landingPage: '/contact', referrerHost: 'com.google.android.gm' });
    expect(attributionFrom(`${SITE}/contact`, `${SITE}/about`, SITE)).toEqual({ landingPage: '/contact' });
    expect(attributionFrom(`${SITE}/contact`, 'javascript:alert(1)', SITE)).toEqual({ landingPage: '/contact' });
    expect(attributionFrom(`${SITE}/contact`, 'not a url', SITE)).toEqual({ landingPage: '/contact' });
    expect(attributionFrom('not a url', '', SITE)).toBeUndefined();
  });

  it('bounds every value: one line, no control characters, at most its length, never half a character', () => {
    const long = 'பொங்கல்'.repeat(30);
    const campaign = attributionFrom(`${SITE}/?utm_campaign=${encodeURIComponent(`${long}\n\u0000x`)}`, '', SITE)?.utmCampaign ?? '';
    expect(campaign.length).toBeLessThanOrEqual(100);
    expect(campaign).toMatch(/^[\u0B80-\u0BFF]+$/);
    expect(boundText('a\r\nb\u2028c', 100)).toBe('a b c');
    expect(boundText('😀😀', 3)).toBe('😀');
    expect(boundText('   ', 10)).toBeUndefined();
  });
});

describe('attributionHiddenFields (the contact page without JavaScript)', () => {
  it('is empty when the visit has no campaign, no click and no other site: the cached page is served unchanged', () => {
    expect(attributionHiddenFields(`${SITE}/contact`, undefined, SITE)).toBe('');
    expect(attributionHiddenFields(`${SITE}/contact?subject=Logo`, `${SITE}/learn`, SITE)).toBe('');
  });

  it('carries the campaign as hidden inputs with every value escaped', () => {
    const html = attributionHiddenFields(`${SITE}/contact`, `${SITE}/?utm_source=news"letter&utm_campaign=${encodeURIComponent('<script>alert(1)</script>')}&gclid=x`, SITE);
    expect(html).toBe(
      '<input type="hidden" name="landing_page" value="/">' +
        '<input type="hidden" name="utm_source" value="news&quot;letter">' +
        '<input type="hidden" name="utm_campaign" value="&lt;script&gt;alert(1)&lt;/script&gt;">' +
        '<input type="hidden" name="has_gclid" value="1">',
    );
    expect(hiddenFieldsHtml({ referrerHost: 'www.google.com' })).toBe('<input type="hidden" name="referrer_host" value="www.google.com">');
  });
});

describe('attribution in a contact post', () => {
  const valid = { firstName: 'Priya', lastName: 'Raman', email: 'priya@example.com', subject: 'Logo', message: 'Hello', privacy: 'on' };

  it('is kept when it is what the site sends (form fields or JSON keys)', () => {
    const form = parseContact({ ...valid, landing_page: '/', utm_source: 'newsletter', utm_campaign: 'பொங்கல்', has_gclid: '1', referrer_host: 'www.google.com' });
    expect(form).toMatchObject({ ok: true, attribution: { landingPage: '/', utmSource: 'newsletter', utmCampaign: 'பொங்கல்', gclid: true, referrerHost: 'www.google.com' } });
    if (form.ok) expect(form.data).not.toHaveProperty('utm_source');
    expect(parseContact({ ...valid, privacy: true, has_fbclid: true })).toMatchObject({ ok: true, attribution: { fbclid: true } });
    expect(parseContact(valid)).not.toHaveProperty('attribution');
  });

  it('drops what is not valid, and still accepts the message', () => {
    const result = parseContact({
      ...valid,
      landing_page: 'https://evil.example/',
      utm_source: 'x'.repeat(101),
      utm_medium: 'two\nlines',
      utm_campaign: ['repeated', 'twice'],
      referrer_host: '<b>host</b>',
      has_gclid: 'the-click-id-itself',
      utm_term: 'kept',
    });
    expect(result).toEqual({ ok: true, data: expect.objectContaining({ email: 'priya@example.com' }), attribution: { utmTerm: 'kept' } });
    expect(parseAttribution({ utm_campaign: 'pongal', firstName: 1 })).toEqual({ utmCampaign: 'pongal' });
    expect(parseAttribution(null)).toBeUndefined();
  });
});

describe('attribution in the studio’s e-mail', () => {
  it('is listed under the message’s details, escaped in the HTML part', () => {
    const email = buildEmail(
      {
        id: '20260301-101502-123-3fa9c2d1e0b4',
        receivedAt: '2026-03-01T10:15:02.123Z',
        message: { firstName: 'Priya', lastName: 'Raman', email: 'priya@example.com', subject: 'Logo', message: 'Hello', privacy: true, lang: 'en' },
        attribution: { landingPage: '/', utmSource: 'newsletter', utmCampaign: '<b>pongal</b>', gclid: true, referrerHost: 'www.google.com' },
        attempts: 0,
        nextAttemptAt: '2026-03-01T10:15:02.123Z',
      },
      testConfig({ SITE_URL: SITE }),
    );
    expect(email?.text).toContain('Landing:   /\nCampaign:  <b>pongal</b>\nSource:    newsletter\nAd click:  Google Ads (gclid)\nReferrer:  www.google.com');
    expect(email?.html).toContain('<tr><th align="left" valign="top">Campaign</th><td>&lt;b&gt;pongal&lt;/b&gt;</td></tr>');
    expect(email?.html).not.toContain('<b>pongal');
  });

  it('is not sent for an erased message: there is nothing left to send', () => {
    expect(buildEmail({ id: '20260301-101502-123-3fa9c2d1e0b4', receivedAt: '', message: { lang: 'en' }, attempts: 0, nextAttemptAt: '' }, testConfig())).toBeUndefined();
  });
});
