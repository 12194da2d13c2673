/**
 * POST /api/contact: the site's one backend call (SPEC §7), for the JSON `fetch` of the
 * enhanced form and for the plain form POST that works without JavaScript (DESIGN.md), from
 * the English page (/contact) and the Tamil one (/ta/contact, `lang=ta`).
 *
 * Order of checks: every attempt counts against a generous per-IP limit → 429 (so a flood of
 * bad posts cannot make the server re-render /contact without end); foreign Origin /
 * cross-site fetch → 403; content type other than JSON or urlencoded → 415; body over
 * 32 KiB as JSON or 64 KiB as a form, counted on the bytes read → 413; duplicate keys or
 * unreadable JSON → 400; the shared schema → 422; the per-IP limit on accepted messages → 429
 * (only well-formed messages count, so a visitor fixing typos is not locked out); honeypot →
 * fake success; the store → 503 if it fails. A success is answered only once the message is
 * durable (on disk, or committed in PostgreSQL); delivery happens later (delivery-worker.ts):
 * by e-mail, and to the lead webhook when LEAD_WEBHOOK_URL is set (webhook.ts), each channel
 * with its own worker over the same store. The campaign attribution of the post (hidden
 * fields or JSON keys, shared/contact/attribution.ts) is stored with the message; a value
 * that is not valid is dropped, never a reason to refuse. The retention sweep
 * (retention.ts) runs at start and daily.
 *
 * JSON clients get JSON answers: 202 { ok, id }, 422 { error, fields }, else { error }, in the
 * language of the post. The form without JavaScript posts to its own page (/contact,
 * /ta/contact): 303 to /contact?sent=1 (/ta/contact?sent=1) on success and, on failure, the
 * page itself with the messages and every value the visitor typed (the contact route's
 * action data, rendered on a render thread). A form post to /api/contact that fails is sent
 * on to the page with 307, so the browser posts it there and shows the page at its own URL.
 */
import formbody from '@fastify/formbody';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hiddenFieldsHtml } from '../../shared/contact/attribution.js';
import type { ContactFormState } from '../../shared/contact/form-state.js';
import { contactMessagesByLang, DEFAULT_CONTACT_LANG, type ContactLang, type ContactMessageKey } from '../../shared/contact/messages.js';
import { CONTACT_FIELDS, contactLangOf, isHoneypotFilled, parseAttribution, parseContact, toContactMessage } from '../../shared/contact/schema.js';
import { createContactStore } from '../contact/create-store.js';
import { createDeliveryWorker, type DeliveryWorker } from '../contact/delivery-worker.js';
import { hasDuplicateKeys } from '../contact/json.js';
import { createMailer } from '../contact/mailer.js';
import { createRateLimitRedis } from '../contact/rate-limit-redis.js';
import { createRetentionSweeper } from '../contact/retention.js';
import { createMessageId } from '../contact/store.js';
import { createWebhookSender } from '../contact/webhook.js';
import { withAttribution } from '../render/attribution.js';
import { RenderQueueFull, type RenderPool } from '../render/render-pool.js';
import { studioYear } from '../render/studio-year.js';

export type ContactApiOptions = {
  /** Renders the contact page with a failed form post's state. */
  renderer: RenderPool;
};

export const CONTACT_BODY_LIMIT = 32 * 1024;
/**
 * A plain form post URL-encodes every non-ASCII byte as %XX: a 5000-character Tamil message
 * is ~45 KB on the wire though only ~15 KB as JSON. Form posts get twice the room so a
 * visitor without JavaScript can send what a visitor with it can.
 */
export const CONTACT_FORM_BODY_LIMIT = 64 * 1024;
/** Seconds a client should wait after a 503 (the store refused the message). */
const STORE_RETRY_AFTER_SECONDS = 60;
/** A rate-limit store that fails is reported at most this often (fail open, logged). */
const RATE_LIMIT_ERROR_LOG_INTERVAL_MS = 30_000;

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Where each language's contact page lives. */
const CONTACT_PAGE: Record<ContactLang, string> = { en: '/contact', ta: '/ta/contact' };

export default async function contactApi(app: FastifyInstance, options: ContactApiOptions): Promise<void> {
  const config = app.config;
  const siteOrigin = new URL(config.SITE_URL).origin;
  const log = app.log.child({ component: 'contact' });

  // Body limits belong to the parsers, so they count the bytes actually read (a chunked body
  // has no Content-Length to check): 32 KiB of JSON, 64 KiB of form. Both parsers, the
  // duplicate-key check and the rate limits are scoped to this plugin.
  await app.register(formbody, { bodyLimit: CONTACT_FORM_BODY_LIMIT });
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(JSON_TYPE);
  app.addContentTypeParser(JSON_TYPE, { parseAs: 'string', bodyLimit: CONTACT_BODY_LIMIT }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    defaultJsonParser(request, text, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      // `"privacy":false,"privacy":true` must not pass as ticked: refused like repeated form keys.
      if (hasDuplicateKeys(text)) {
        return done(Object.assign(new Error('duplicate key in JSON body'), { statusCode: 400, code: 'CONTACT_DUPLICATE_KEY', contactLang: contactLangOf(value) }), undefined);
      }
      return done(null, value);
    });
  });

  const redis = config.REDIS_URL ? createRateLimitRedis(config.REDIS_URL, log) : undefined;
  await app.register(rateLimit, { global: false, nameSpace: 'kolam:contact:', ...(redis ? { redis } : {}) });
  const ipKey = (request: FastifyRequest) => normalizeIP(request.ip);
  const checkAttempts = app.createRateLimit({
    max: config.CONTACT_ATTEMPT_LIMIT_MAX,
    timeWindow: config.CONTACT_RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request) => `attempts:${ipKey(request)}`,
  });
  const checkMessages = app.createRateLimit({
    max: config.CONTACT_RATE_LIMIT_MAX,
    timeWindow: config.CONTACT_RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request) => `messages:${ipKey(request)}`,
  });
  let lastLimitErrorAt = 0;
  /** A limit's verdict; when its store fails (Redis down) the request is let through and logged. */
  async function limited(check: typeof checkAttempts, request: FastifyRequest): Promise<number | undefined> {
    try {
      const limit = await check(request);
      return !limit.isAllowed && limit.isExceeded ? Math.max(1, limit.ttlInSeconds) : undefined;
    } catch (error) {
      if (Date.now() - lastLimitErrorAt > RATE_LIMIT_ERROR_LOG_INTERVAL_MS) {
        lastLimitErrorAt = Date.now();
        request.log.error({ err: error }, 'contact rate limit unavailable (Redis unreachable?): letting posts through');
      }
      return undefined;
    }
  }

  const store = createContactStore(config, { log });
  const mailer = createMailer(config, { connectionTimeout: config.SMTP_TIMEOUT_MS, greetingTimeout: config.SMTP_TIMEOUT_MS, socketTimeout: config.SMTP_TIMEOUT_MS });
  const webhook = createWebhookSender(config);
  const timings = {
    baseDelayMs: config.CONTACT_RETRY_BASE_MS,
    maxDelayMs: config.CONTACT_RETRY_MAX_MS,
    rescanMs: config.CONTACT_RESCAN_MS,
    maxAttempts: config.CONTACT_MAX_ATTEMPTS,
  };
  const deliveryLog = app.log.child({ component: 'contact-delivery' });
  // One worker per configured channel, over the one store: each has its own backoff, so a
  // CRM that is down does not hold up the e-mail (or the other way round).
  const worker =
    config.SMTP_URL && config.CONTACT_DELIVERY
      ? createDeliveryWorker({ store, sender: mailer, log: deliveryLog, ...timings, sendTimeoutMs: config.CONTACT_SEND_TIMEOUT_MS })
      : undefined;
  const webhookWorker =
    webhook.configured && config.CONTACT_DELIVERY
      ? createDeliveryWorker({ store, channel: 'webhook', sender: webhook, log: deliveryLog, ...timings, sendTimeoutMs: config.LEAD_WEBHOOK_TIMEOUT_MS })
      : undefined;
  const workers = [worker, webhookWorker].filter((candidate): candidate is DeliveryWorker => candidate !== undefined);
  for (const each of workers) store.onStored(() => each.wake());
  const retention = createRetentionSweeper({ store, days: config.CONTACT_RETENTION_DAYS, log });

  if (store.kind === 'postgres') app.addReadinessCheck('postgres', (signal) => store.ping(signal));
  if (redis) app.addReadinessCheck('redis', async () => void (await redis.ping()));

  const pendingPlace = store.kind === 'disk' ? 'DATA_DIR/messages/pending' : 'PostgreSQL (status pending)';
  app.addHook('onReady', async () => {
    try {
      await store.init();
    } catch (error) {
      // The site still serves pages; contact posts answer 503 until the store works, and
      // PostgreSQL's schema is made on the first use after that.
      log.error({ err: error, store: store.location }, 'contact store: cannot prepare it now');
    }
    if (!config.SMTP_URL) {
      log.warn(
        store.kind === 'disk' ? { dir: `${store.location}/pending` } : { store: store.location },
        `SMTP_URL is not set: contact messages are kept in ${pendingPlace} and not e-mailed`,
      );
    } else if (!worker) {
      log.info({ store: store.location }, 'CONTACT_DELIVERY=false: contact messages are stored, not e-mailed');
    }
    if (webhook.configured && !webhookWorker) log.info({ store: store.location }, 'CONTACT_DELIVERY=false: leads are stored, not sent to the webhook');
    if (config.LEAD_WEBHOOK_SECRET && config.LEAD_WEBHOOK_SECRET.length < 32) {
      log.warn('LEAD_WEBHOOK_SECRET is shorter than 32 characters: use a long random one (openssl rand -hex 32)');
    }
    for (const each of workers) each.start();
    retention.start();
  });

  app.addHook('onClose', async () => {
    await Promise.all(workers.map((each) => each.stop()));
    await retention.stop();
    mailer.close();
    await store.close();
    redis?.disconnect();
  });

  app.setErrorHandler(async (error: FastifyError & { contactLang?: ContactLang }, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'contact: unexpected error');
    else request.log.info({ code: error.code, status }, 'contact: request refused');
    const lang = error.contactLang ?? langOf(request);
    if (status === 413) return answerFailure(request, reply, 413, lang, contactMessagesByLang[lang].tooLarge);
    const key: ContactMessageKey = status === 415 ? 'unsupportedType' : status < 500 ? 'invalidRequest' : 'failed';
    return reply.code(status).send({ error: contactMessagesByLang[lang][key] });
  });

  /**
   * A failure: JSON for JSON clients; for a form post to the page, the page with the post's
   * state; for a form post to /api/contact, 307 to the page (the browser posts there again).
   */
  async function answerFailure(request: FastifyRequest, reply: FastifyReply, status: number, lang: ContactLang, error: string, fields: Record<string, string> = {}): Promise<FastifyReply> {
    if (!isFormPost(request)) return reply.code(status).send(status === 422 ? { error, fields } : { error });
    if (request.url.split('?')[0] === '/api/contact') return reply.redirect(CONTACT_PAGE[lang], 307);
    const action: ContactFormState = { values: formValues(request.body), errors: fields, formError: error };
    try {
      const page = await options.renderer.render({ url: CONTACT_PAGE[lang], year: studioYear(Date.now()).year, action });
      const body = Buffer.from(page.body);
      // The campaign the visitor came with stays in the page that asks them to fix a field.
      const personal = page.status < 500 ? withAttribution(body, hiddenFieldsHtml(parseAttribution(request.body))) : undefined;
      return reply.code(page.status >= 500 ? page.status : status).type('text/html; charset=utf-8').send(personal ?? body);
    } catch (failure) {
      if (!(failure instanceof RenderQueueFull)) throw failure;
      return reply.code(503).header('retry-after', '2').type('text/plain; charset=utf-8').send(`${contactMessagesByLang[lang].failed}\n`);
    }
  }

  for (const url of ['/api/contact', ...Object.values(CONTACT_PAGE)]) {
  app.route({
    method: 'POST',
    url,
    // Before the body is read: count the attempt, refuse what we will never accept.
    onRequest: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const retryAfter = await limited(checkAttempts, request);
      if (retryAfter !== undefined) {
        // Past this limit nothing is rendered: the answer costs as little as the refusal.
        request.log.info('contact: too many attempts from one client');
        reply.code(429).header('retry-after', String(retryAfter));
        const error = contactMessagesByLang[langOf(request)].rateLimited;
        return isFormPost(request) ? reply.type('text/plain; charset=utf-8').send(`${error}\n`) : reply.send({ error });
      }
      if (isCrossSite(request, siteOrigin)) {
        request.log.info({ origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'] }, 'contact: cross-site post refused');
        return reply.code(403).send({ error: contactMessagesByLang[langOf(request)].forbidden });
      }
      const type = mediaType(request);
      if (type !== JSON_TYPE && type !== FORM_TYPE) {
        return reply.code(415).send({ error: contactMessagesByLang[langOf(request)].unsupportedType });
      }
      return undefined;
    },
    handler: async (request, reply) => {
      const body: unknown = request.body;
      const lang = langOf(request);
      const parsed = parseContact(body, lang);
      if (!parsed.ok) {
        return answerFailure(request, reply, 422, lang, parsed.error, parsed.fields);
      }

      const retryAfter = await limited(checkMessages, request);
      if (retryAfter !== undefined) {
        reply.header('retry-after', String(retryAfter));
        return answerFailure(request, reply, 429, lang, contactMessagesByLang[lang].rateLimited);
      }

      if (isHoneypotFilled(body)) {
        // Answered exactly like a success, so the bot learns nothing; nothing is kept.
        request.log.info('contact: honeypot filled, message dropped');
        return answerSuccess(request, reply, lang, createMessageId());
      }

      let id: string;
      try {
        const userAgent = request.headers['user-agent'];
        const record = await store.store(toContactMessage(parsed.data), {
          ip: request.ip,
          ...(userAgent ? { userAgent } : {}),
          ...(parsed.attribution ? { attribution: parsed.attribution } : {}),
          webhook: webhook.configured,
        });
        id = record.id;
      } catch (error) {
        request.log.error({ err: error, store: store.location }, 'contact: could not store the message');
        reply.header('retry-after', String(STORE_RETRY_AFTER_SECONDS));
        return answerFailure(request, reply, 503, lang, contactMessagesByLang[lang].failed);
      }
      request.log.info({ id }, 'contact: message stored');
      return answerSuccess(request, reply, lang, id);
    },
  });
  }
}

function answerSuccess(request: FastifyRequest, reply: FastifyReply, lang: ContactLang, id: string): FastifyReply {
  if (isFormPost(request)) return reply.redirect(`${CONTACT_PAGE[lang]}?sent=1`, 303);
  return reply.code(202).send({ ok: true, id });
}

/**
 * The language to answer in: the body's `lang` once the body is read (English when absent);
 * before that, or when it could not be read, the page the post came from (Referer /ta/…).
 */
function langOf(request: FastifyRequest): ContactLang {
  const body: unknown = request.body;
  if (typeof body === 'object' && body !== null) return contactLangOf(body);
  const referer = request.headers.referer;
  if (!referer) return DEFAULT_CONTACT_LANG;
  try {
    const { pathname } = new URL(referer);
    return pathname === '/ta' || pathname.startsWith('/ta/') ? 'ta' : DEFAULT_CONTACT_LANG;
  } catch {
    return DEFAULT_CONTACT_LANG;
  }
}

/** The values the visitor typed, as typed (known fields only; the honeypot is not echoed). */
function formValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return values;
  for (const field of CONTACT_FIELDS) {
    const raw: unknown = Object.getOwnPropertyDescriptor(body, field)?.value;
    const value: unknown = Array.isArray(raw) ? raw.find((item) => typeof item === 'string') : raw;
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

function isFormPost(request: FastifyRequest): boolean {
  return mediaType(request) === FORM_TYPE;
}

/**
 * A browser says where a request comes from: `Sec-Fetch-Site` (modern browsers) and `Origin`
 * (every POST). Our own pages are SITE_URL's origin or, behind another name or in
 * development, the host the request was sent to. No Origin at all (curl, old browsers) is
 * not a browser-driven cross-site request and is let through.
 */
function isCrossSite(request: FastifyRequest, siteOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined || origin === siteOrigin) return false;
  try {
    const from = new URL(origin);
    // Parse the Host header the same way, so default ports compare equal.
    return from.host !== new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    return true; // "null" (sandboxed frames, file:) or garbage
  }
}
