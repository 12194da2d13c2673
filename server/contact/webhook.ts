/**
 * The lead webhook (LEAD_WEBHOOK_URL): each accepted enquiry is POSTed to the studio's CRM,
 * automation or chat, through the same durable store and delivery worker as the e-mail
 * (delivery-worker.ts, channel "webhook"). `send()` never throws; like the mailer it answers
 * sent / retry later / park.
 *
 * - `json` (default): the fields, language, attribution, received-at and message id, signed.
 *   `X-Kolam-Signature` is `sha256=` + the hex HMAC-SHA256, keyed with LEAD_WEBHOOK_SECRET, of
 *   the raw body. The body's `timestamp` is the Unix time in seconds of this attempt (the
 *   same as the `X-Kolam-Timestamp` header), so the signature covers it and a receiver can
 *   refuse a replayed old delivery (docs/contact.md shows the check). `X-Kolam-Delivery` is the
 *   message id: the same on every attempt, so a receiver can drop a repeat.
 * - `slack`: a short text message (`{"text": …}`) that Slack and Google Chat incoming
 *   webhooks accept (they take no other keys), its raw body signed the same way when a secret
 *   is set.
 *
 * A 2xx answer is a delivery. A refusal of this very payload (400, 410, 413, 415, 422) parks
 * it; anything else (network errors, timeouts, 408, 429, 5xx, a redirect, a 401/403/404 from
 * a receiver still being set up) is retried with backoff.
 */
import { createHmac } from 'node:crypto';
import type { Attribution } from '../../shared/contact/attribution.js';
import type { Config } from '../config.js';
import type { Sender, SendResult } from './delivery-worker.js';
import { isLive, type StoredMessage } from './store.js';

export type WebhookConfig = Pick<Config, 'LEAD_WEBHOOK_URL' | 'LEAD_WEBHOOK_SECRET' | 'LEAD_WEBHOOK_FORMAT' | 'LEAD_WEBHOOK_TIMEOUT_MS' | 'SITE_URL'>;

/** The JSON a receiver gets (format `json`). */
export type LeadPayload = {
  event: 'lead.created';
  /** Unix time in seconds of this attempt, as in X-Kolam-Timestamp: signed with the rest. */
  timestamp: number;
  id: string;
  receivedAt: string;
  language: string;
  fields: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    company: string | null;
    subject: string;
    message: string;
  };
  attribution: {
    landingPage: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    utmTerm: string | null;
    utmContent: string | null;
    gclid: boolean;
    fbclid: boolean;
    referrerHost: string | null;
  };
  /** The site that sent it (SITE_URL). */
  site: string;
};

/** Statuses that refuse the payload itself: sending it again gets the same answer. */
const PERMANENT_STATUSES = new Set([400, 410, 413, 415, 422]);

export const SIGNATURE_HEADER = 'x-kolam-signature';
export const TIMESTAMP_HEADER = 'x-kolam-timestamp';
export const DELIVERY_HEADER = 'x-kolam-delivery';

/** `sha256=<hex>`: the HMAC-SHA256 of the raw body with the secret. */
export function signWebhook(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function attributionPayload(attribution: Attribution = {}): LeadPayload['attribution'] {
  return {
    landingPage: attribution.landingPage ?? null,
    utmSource: attribution.utmSource ?? null,
    utmMedium: attribution.utmMedium ?? null,
    utmCampaign: attribution.utmCampaign ?? null,
    utmTerm: attribution.utmTerm ?? null,
    utmContent: attribution.utmContent ?? null,
    gclid: attribution.gclid === true,
    fbclid: attribution.fbclid === true,
    referrerHost: attribution.referrerHost ?? null,
  };
}

/** The JSON payload of a stored message for an attempt at `timestamp` (Unix seconds); undefined once it is erased. */
export function leadPayload(record: StoredMessage, siteUrl: string, timestamp: number): LeadPayload | undefined {
  const message = record.message;
  if (!isLive(message)) return undefined;
  return {
    event: 'lead.created',
    timestamp,
    id: record.id,
    receivedAt: record.receivedAt,
    language: message.lang,
    fields: {
      firstName: message.firstName,
      lastName: message.lastName,
      email: message.email,
      phone: message.phone ?? null,
      company: message.company ?? null,
      subject: message.subject,
      message: message.message,
    },
    attribution: attributionPayload(record.attribution),
    site: siteUrl,
  };
}

/** Slack's (and Google Chat's) control characters in text: `<…>` is a link or a mention, `&` starts an entity. */
function escapeChatText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replace(/[\u0000-\u001f\u007f]+/g, ' ');
}

/** A short chat message: who, what, where from, and the reference (the full text is in the e-mail and the CLI). */
export function chatText(payload: LeadPayload): string {
  const { fields, attribution } = payload;
  const who = `${fields.firstName} ${fields.lastName}${fields.company ? ` (${fields.company})` : ''} <${fields.email}>`;
  const campaign = [attribution.utmCampaign, attribution.utmSource, attribution.utmMedium].filter(Boolean).join(' / ');
  const from = campaign || attribution.referrerHost || (attribution.gclid ? 'Google Ads' : attribution.fbclid ? 'Meta ads' : '');
  const lines = [
    `New website enquiry: ${fields.subject}`,
    `From: ${who}${fields.phone ? `, ${fields.phone}` : ''}`,
    ...(from ? [`Came from: ${from}${attribution.landingPage ? ` (landed on ${attribution.landingPage})` : ''}`] : []),
    `Language: ${payload.language}. Reference: ${payload.id}`,
  ];
  return lines.map(escapeChatText).join('\n');
}

/** The body to POST for a stored message in the configured format, for an attempt at `timestamp` (Unix seconds). */
export function webhookBody(record: StoredMessage, config: Pick<WebhookConfig, 'LEAD_WEBHOOK_FORMAT' | 'SITE_URL'>, timestamp: number): string | undefined {
  const payload = leadPayload(record, config.SITE_URL, timestamp);
  if (!payload) return undefined;
  return JSON.stringify(config.LEAD_WEBHOOK_FORMAT === 'slack' ? { text: chatText(payload) } : payload);
}

export type WebhookSender = Sender & { readonly configured: boolean };

export type WebhookOptions = {
  /** The clock the timestamp header is read from (tests move it). */
  now?: () => number;
};

export function createWebhookSender(config: WebhookConfig, options: WebhookOptions = {}): WebhookSender {
  const url = config.LEAD_WEBHOOK_URL;
  if (!url) {
    return { configured: false, send: async () => ({ ok: false, permanent: false, notConfigured: true, error: 'LEAD_WEBHOOK_URL is not set' }) };
  }
  const now = options.now ?? Date.now;
  return {
    configured: true,
    async send(record, signal): Promise<SendResult> {
      const timestamp = Math.floor(now() / 1000);
      const body = webhookBody(record, config, timestamp);
      if (body === undefined) return { ok: false, permanent: true, error: 'the message was erased; nothing to send' };
      const headers: Record<string, string> = {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'KolamStudio-LeadWebhook/1',
        [DELIVERY_HEADER]: record.id,
        [TIMESTAMP_HEADER]: String(timestamp),
      };
      if (config.LEAD_WEBHOOK_SECRET) headers[SIGNATURE_HEADER] = signWebhook(config.LEAD_WEBHOOK_SECRET, body);
      const attempt = AbortSignal.any([AbortSignal.timeout(config.LEAD_WEBHOOK_TIMEOUT_MS), ...(signal ? [signal] : [])]);
      let response: Response;
      try {
        // No redirects: a POST followed to another address would become a GET, or go somewhere unchecked.
        response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: attempt });
      } catch (error) {
        return { ok: false, permanent: false, error: describeFetchError(error, attempt) };
      }
      // Read (and so release) the answer; keep a little of it for the operator.
      const answer = await response.text().catch(() => '');
      if (response.status >= 200 && response.status < 300) return { ok: true };
      const excerpt = answer.replace(/\s+/g, ' ').trim().slice(0, 200);
      const where = response.status >= 300 && response.status < 400 ? ` (redirected to ${response.headers.get('location') ?? '?'}; set LEAD_WEBHOOK_URL to the final address)` : '';
      return {
        ok: false,
        permanent: PERMANENT_STATUSES.has(response.status),
        error: `HTTP ${response.status}${where}${excerpt ? `: ${excerpt}` : ''}`,
      };
    },
  };
}

function describeFetchError(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    return reason instanceof Error && reason.name === 'TimeoutError' ? 'timed out waiting for the webhook' : 'aborted (server shutting down)';
  }
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return [code, message].filter(Boolean).join(': ').slice(0, 500);
}
