/**
 * POST /api/contact: the site's one backend call (SPEC §7), for the JSON `fetch` of the
 * enhanced form and for the plain form POST that works without JavaScript (DESIGN.md).
 *
 * Order of checks: foreign Origin / cross-site fetch → 403; content type other than JSON or
 * urlencoded → 415; body over 32 KiB → 413; the shared schema → 422; rate limit per client
 * IP → 429 (only well-formed messages count, so a visitor fixing typos is not locked out);
 * honeypot → fake success; outbox store → 503 if the disk fails. A success is answered only
 * once the message is durably on disk; e-mail delivery happens later (delivery-worker.ts).
 *
 * JSON clients get JSON answers: 202 { ok, id }, 422 { error, fields }, else { error }.
 * Form posts get 303 to /contact?sent=1 on success and, on failure, the contact page
 * re-rendered (app.renderPage) with the messages and every value the visitor typed.
 */
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContactFormState } from '../../shared/contact/form-state.js';
import { contactMessages } from '../../shared/contact/messages.js';
import { CONTACT_FIELDS, isHoneypotFilled, parseContact } from '../../shared/contact/schema.js';
import { createDeliveryWorker, type DeliveryWorkerOptions } from '../contact/delivery-worker.js';
import { createMailer, type MailerOptions } from '../contact/mailer.js';
import { createMessageId, createOutbox } from '../contact/outbox.js';

export type ContactApiOptions = {
  /** Delivery timing (tests shorten it). */
  delivery?: Partial<Pick<DeliveryWorkerOptions, 'baseDelayMs' | 'maxDelayMs' | 'rescanMs'>>;
  /** SMTP timeouts (tests shorten them). */
  mailer?: MailerOptions;
};

export const CONTACT_BODY_LIMIT = 32 * 1024;
/**
 * A plain form post URL-encodes every non-ASCII byte as %XX: a 5000-character Tamil message
 * is ~45 KB on the wire though only ~15 KB as JSON. Form posts get twice the room so a
 * visitor without JavaScript can send what a visitor with it can.
 */
export const CONTACT_FORM_BODY_LIMIT = 64 * 1024;
/** Seconds a client should wait after a 503 (the disk refused the message). */
const STORE_RETRY_AFTER_SECONDS = 60;

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

export default async function contactApi(app: FastifyInstance, options: ContactApiOptions = {}): Promise<void> {
  const config = app.config;
  const siteOrigin = new URL(config.SITE_URL).origin;

  // Both are scoped to this plugin: no other route parses forms or is rate limited by them.
  await app.register(formbody);
  await app.register(rateLimit, { global: false });

  const outbox = createOutbox(config.DATA_DIR);
  const mailer = createMailer(config, options.mailer);
  const worker =
    config.SMTP_URL && config.CONTACT_DELIVERY
      ? createDeliveryWorker({ outbox, mailer, log: app.log.child({ component: 'contact-delivery' }), ...options.delivery })
      : undefined;
  if (worker) outbox.onStored(() => worker.wake());

  const checkRateLimit = app.createRateLimit({
    max: config.CONTACT_RATE_LIMIT_MAX,
    timeWindow: config.CONTACT_RATE_LIMIT_WINDOW_MS,
  });

  app.addHook('onReady', async () => {
    try {
      await outbox.init();
    } catch (error) {
      // The site still serves pages; contact posts answer 503 until the folder is writable.
      app.log.error({ err: error, dir: outbox.dir }, 'contact outbox: cannot prepare the message folders');
    }
    if (!config.SMTP_URL) {
      app.log.warn(
        { dir: `${outbox.dir}/pending` },
        'SMTP_URL is not set: contact messages are kept in DATA_DIR/messages/pending and not e-mailed',
      );
    } else if (!worker) {
      app.log.info({ dir: `${outbox.dir}/pending` }, 'CONTACT_DELIVERY=false: contact messages are stored, not e-mailed');
    } else {
      worker.start();
    }
  });

  app.addHook('onClose', async () => {
    await worker?.stop();
    mailer.close();
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'contact: unexpected error');
    else request.log.info({ code: error.code, status }, 'contact: request refused');
    if (status === 413) return answerFailure(request, reply, 413, contactMessages.tooLarge);
    const message =
      status === 415 ? contactMessages.unsupportedType : status < 500 ? contactMessages.invalidRequest : contactMessages.failed;
    return reply.code(status).send({ error: message });
  });

  app.route({
    method: 'POST',
    url: '/api/contact',
    bodyLimit: CONTACT_FORM_BODY_LIMIT,
    // Before the body is read: refuse what we will never accept without parsing it.
    onRequest: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (isCrossSite(request, siteOrigin)) {
        request.log.info({ origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'] }, 'contact: cross-site post refused');
        return reply.code(403).send({ error: contactMessages.forbidden });
      }
      const type = mediaType(request);
      if (type !== JSON_TYPE && type !== FORM_TYPE) {
        return reply.code(415).send({ error: contactMessages.unsupportedType });
      }
      if (type === JSON_TYPE && Number(request.headers['content-length'] ?? 0) > CONTACT_BODY_LIMIT) {
        return reply.code(413).send({ error: contactMessages.tooLarge });
      }
      return undefined;
    },
    handler: async (request, reply) => {
      const body: unknown = request.body;
      const parsed = parseContact(body);
      if (!parsed.ok) {
        return answerFailure(request, reply, 422, parsed.error, parsed.fields);
      }

      const limit = await checkRateLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(Math.max(1, limit.ttlInSeconds)));
        return answerFailure(request, reply, 429, contactMessages.rateLimited);
      }

      if (isHoneypotFilled(body)) {
        // Answered exactly like a success, so the bot learns nothing; nothing is kept.
        request.log.info('contact: honeypot filled, message dropped');
        return answerSuccess(request, reply, createMessageId());
      }

      let id: string;
      try {
        const userAgent = request.headers['user-agent'];
        const record = await outbox.store(parsed.data, { ip: request.ip, ...(userAgent ? { userAgent } : {}) });
        id = record.id;
      } catch (error) {
        request.log.error({ err: error, dir: outbox.dir }, 'contact: could not store the message');
        reply.header('retry-after', String(STORE_RETRY_AFTER_SECONDS));
        return answerFailure(request, reply, 503, contactMessages.failed);
      }
      request.log.info({ id }, 'contact: message stored');
      return answerSuccess(request, reply, id);
    },
  });
}

function answerSuccess(request: FastifyRequest, reply: FastifyReply, id: string): FastifyReply {
  if (isFormPost(request)) return reply.redirect('/contact?sent=1', 303);
  return reply.code(202).send({ ok: true, id });
}

/** A failure: JSON for JSON clients, the re-rendered contact page for form posts. */
async function answerFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  error: string,
  fields: Record<string, string> = {},
): Promise<FastifyReply> {
  if (!isFormPost(request)) {
    return reply.code(status).send(status === 422 ? { error, fields } : { error });
  }
  const contactForm: ContactFormState = { values: formValues(request.body), errors: fields, formError: error };
  if (request.server.hasDecorator('renderPage')) {
    return request.server.renderPage(reply, { url: '/contact', status, contactForm });
  }
  // Only when the pages plugin is absent (bare test instances): a minimal, readable page.
  return reply.code(status).type('text/html; charset=utf-8').send(fallbackPage(contactForm));
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

function fallbackPage(state: ContactFormState): string {
  const escape = (value: string) =>
    value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  const errors = Object.values(state.errors).map((message) => `<li>${escape(message)}</li>`);
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Contact</title></head><body>',
    `<h1>Contact</h1><p role="alert">${escape(state.formError ?? contactMessages.failed)}</p>`,
    errors.length > 0 ? `<ul>${errors.join('')}</ul>` : '',
    '<p><a href="/contact">Back to the contact form</a></p></body></html>',
  ].join('');
}
