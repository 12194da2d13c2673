/**
 * createMailer(config): turns a stored contact message into an e-mail to the studio and
 * sends it over SMTP_URL. `send()` never throws: it answers a result the delivery worker
 * acts on (sent / retry later / park), including a plain "not configured" result when
 * SMTP_URL is empty.
 *
 * The e-mail comes `from` our own address (MAIL_FROM, so SPF/DKIM pass) with the visitor as
 * `replyTo`; its Message-ID is derived from the stored id, so a message delivered twice
 * (a crash between the server's "250 OK" and our bookkeeping) shows up as a duplicate.
 */
import nodemailer from 'nodemailer';
import type { Attribution } from '../../shared/contact/attribution.js';
import type { Config } from '../config.js';
import { contactLangNames, DEFAULT_CONTACT_LANG, isContactLang } from '../../shared/contact/messages.js';
import type { ContactMessage } from '../../shared/contact/schema.js';
import type { Sender, SendResult } from './delivery-worker.js';
import { isLive, type StoredMessage } from './store.js';

export type { SendResult } from './delivery-worker.js';

export type Mailer = Sender & {
  readonly configured: boolean;
  /** Close the transport (idempotent). */
  close(): void;
};

export type MailerConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_TO' | 'SITE_URL'>;

export type MailerOptions = {
  /** Milliseconds; short so a dead server costs one quick failed attempt, not minutes. */
  connectionTimeout?: number;
  greetingTimeout?: number;
  socketTimeout?: number;
};

const DEFAULT_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

export const NOT_CONFIGURED: SendResult = {
  ok: false,
  permanent: false,
  notConfigured: true,
  error: 'SMTP_URL is not set: messages stay in DATA_DIR/messages/pending until it is',
};

export function createMailer(config: MailerConfig, options: MailerOptions = {}): Mailer {
  const smtpUrl = config.SMTP_URL;
  if (!smtpUrl) {
    return { configured: false, send: async () => NOT_CONFIGURED, close() {} };
  }

  const transport = nodemailer.createTransport({
    url: smtpUrl,
    ...DEFAULT_TIMEOUTS,
    ...options,
    // Do not wait for a polite close after QUIT: the message is already accepted.
    socketCloseTimeout: 1_000,
  });
  let closed = false;

  return {
    configured: true,
    async send(record, signal) {
      if (closed) return { ok: false, permanent: false, error: 'mailer closed' };
      const email = buildEmail(record, config);
      if (!email) return { ok: false, permanent: true, error: 'the message was erased; nothing to send' };
      try {
        await transport.sendMail({ ...email, ...(signal ? { signal } : {}) });
        return { ok: true };
      } catch (error) {
        return { ok: false, ...classifySendError(error) };
      }
    },
    close() {
      if (closed) return;
      closed = true;
      transport.close();
    },
  };
}

/** Where the visitor came from, as labelled rows of the e-mail (only what is known). */
export function attributionRows(attribution: Attribution | undefined): Array<[string, string]> {
  if (!attribution) return [];
  const rows: Array<[string, string | undefined]> = [
    ['Landing', attribution.landingPage],
    ['Campaign', attribution.utmCampaign],
    ['Source', attribution.utmSource],
    ['Medium', attribution.utmMedium],
    ['Term', attribution.utmTerm],
    ['Content', attribution.utmContent],
    ['Ad click', [attribution.gclid ? 'Google Ads (gclid)' : '', attribution.fbclid ? 'Meta (fbclid)' : ''].filter(Boolean).join(', ') || undefined],
    ['Referrer', attribution.referrerHost],
  ];
  return rows.flatMap(([label, value]): Array<[string, string]> => (value ? [[label, oneLine(value)]] : []));
}

/** The e-mail for one stored message (exported for tests); undefined once it is erased. */
export function buildEmail(record: StoredMessage, config: Pick<Config, 'MAIL_FROM' | 'MAIL_TO' | 'SITE_URL'>) {
  if (!isLive(record.message)) return undefined;
  const visitor: ContactMessage = record.message;
  // The schema already refuses line breaks in one-line fields; a hand-edited file must not
  // bring them back into headers or the summary either.
  const message = {
    ...visitor,
    firstName: oneLine(visitor.firstName),
    lastName: oneLine(visitor.lastName),
    email: oneLine(visitor.email),
    subject: oneLine(visitor.subject),
    phone: visitor.phone === undefined ? undefined : oneLine(visitor.phone),
    company: visitor.company === undefined ? undefined : oneLine(visitor.company),
  };
  const siteHost = new URL(config.SITE_URL).hostname;
  const name = `${message.firstName} ${message.lastName}`;
  const rows: Array<[string, string]> = [
    ['Name', name],
    ['E-mail', message.email],
  ];
  if (message.phone) rows.push(['Phone', message.phone]);
  if (message.company) rows.push(['Company', message.company]);
  const lang = isContactLang(message.lang) ? message.lang : DEFAULT_CONTACT_LANG;
  rows.push(['Subject', message.subject], ['Language', `${contactLangNames[lang]} (${lang})`], ['Received', record.receivedAt], ['Reference', record.id]);
  rows.push(...attributionRows(record.attribution));

  const text = [
    `New message from the contact form on ${siteHost}.`,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(11)}${value}`),
    '',
    'Message:',
    '',
    message.message,
    '',
    '--',
    `Reply to this e-mail to answer ${name} directly.`,
    '',
  ].join('\n');

  const html = [
    '<!doctype html><html><body>',
    `<p>New message from the contact form on ${escapeHtml(siteHost)}.</p>`,
    '<table cellpadding="4" cellspacing="0">',
    ...rows.map(
      ([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p>Reply to this e-mail to answer ${escapeHtml(name)} directly.</p>`,
    '</body></html>',
  ].join('\n');

  return {
    from: { name: 'Kolam Studio website', address: config.MAIL_FROM },
    to: config.MAIL_TO,
    replyTo: { name, address: message.email },
    subject: `Website enquiry: ${message.subject}`,
    text,
    html,
    messageId: `<${record.id}@${siteHost}>`,
    headers: { 'X-Kolam-Contact-Id': record.id },
  };
}

export function oneLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Transient (retry later): no connection, timeouts, TLS trouble, any 4xx such as a 421
 * greeting, and authentication failures (a configuration problem: once SMTP_URL is fixed the
 * waiting messages go out by themselves). Permanent (park): a 5xx answer to the message.
 * 503 "bad sequence of commands" is a session problem, not a verdict on the message, so it
 * is retried (as nodemailer itself classifies it).
 */
export function classifySendError(error: unknown): { permanent: boolean; error: string } {
  const code = readProperty(error, 'code');
  const responseCode = readProperty(error, 'responseCode');
  const message = error instanceof Error ? error.message : String(error);
  const description = [typeof code === 'string' ? code : undefined, message].filter(Boolean).join(': ').slice(0, 1000);

  if (code === 'EAUTH' || code === 'ENOAUTH' || code === 'EOAUTH2') return { permanent: false, error: description };
  if (typeof responseCode === 'number') {
    const permanent = responseCode >= 500 && responseCode < 600 && responseCode !== 503;
    return { permanent, error: description };
  }
  // Nodemailer could not even build or address the message: retrying will not change that.
  if (code === 'EMESSAGE' || code === 'EENVELOPE' || code === 'ECONFIG') return { permanent: true, error: description };
  return { permanent: false, error: description };
}

function readProperty(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined;
}
