/**
 * Configuration: one zod schema over the environment, parsed once at start.
 * A bad value stops start-up with a message that names every bad variable.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { site } from '../shared/site.js';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** TRUST_PROXY: "false" (default: never trust X-Forwarded-For), "true", a hop count, or a comma list of IPs/CIDRs. */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((s) => s.trim()).filter(Boolean);
    const ipOrCidr = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;
    if (list.length === 0 || !list.every((item) => ipOrCidr.test(item))) {
      ctx.addIssue({ code: 'custom', message: 'expected false, true, a hop count or a comma list of IPs/CIDRs' });
      return z.NEVER;
    }
    return list;
  });

/** An optional URL with one of the given protocols; empty means unset. */
function optionalUrl(protocol: RegExp, message: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol, message }).optional());
}

/** Every variable, without the rules that tie several together (those are in configSchema). */
export const configFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SITE_URL: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL such as https://kolamstudio.in' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  DATA_DIR: z.string().min(1).default('./data').transform((dir) => path.resolve(dir)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  /** Where built client files live (dist/client); set by tests and the Docker image only. */
  CLIENT_DIR: z.string().optional(),
  /** Megabytes of rendered pages kept for URLs outside the sitemap (searches, filters); sitemap pages are always kept. */
  PAGE_CACHE_MB: z.coerce.number().min(0).default(64),
  /** Worker threads that render pages (cache misses), so misses never hold up cached pages. Default: one less than the CPUs, 1 to 4. */
  RENDER_THREADS: z.coerce.number().int().min(1).max(16).default(Math.max(1, Math.min(4, availableParallelism() - 1))),
  /** Page renders allowed to wait for their turn; beyond that a miss answers 503 at once. */
  RENDER_QUEUE_MAX: z.coerce.number().int().min(1).default(32),
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: /^smtps?$/, message: 'must look like smtp://user:pass@host:587 or smtps://…' }).optional()),
  /** How long the SMTP server may take to accept a connection, greet, or answer a command. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  MAIL_FROM: z.email().default('website@kolamstudio.in'),
  /** The studio's own address (content/site.yaml) unless the operator names another. */
  MAIL_TO: z.email().default(site.email),
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(10 * 60 * 1000),
  /** Every POST /api/contact per client IP per window, accepted or not (bounds re-renders of /contact). */
  CONTACT_ATTEMPT_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  CONTACT_DELIVERY: booleanish.default(true),
  /** Delivery timings: first retry delay (doubling), its cap, how often the store is re-read, one attempt's limit. */
  CONTACT_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5_000),
  CONTACT_RETRY_MAX_MS: z.coerce.number().int().min(10).default(30 * 60 * 1000),
  CONTACT_RESCAN_MS: z.coerce.number().int().min(10).default(60_000),
  CONTACT_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  /** PostgreSQL for contact messages (several instances); unset: the disk outbox in DATA_DIR. */
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/, 'must look like postgres://user:pass@host:5432/dbname'),
  /** Redis for the contact rate limit's counters (several instances); unset: in memory. */
  REDIS_URL: optionalUrl(/^rediss?$/, 'must look like redis://host:6379 or rediss://…'),
  /** Park a delivery (e-mail or webhook) after this many failed attempts; 0 retries transient failures forever. */
  CONTACT_MAX_ATTEMPTS: z.coerce.number().int().min(0).default(0),
  /** Days after a message's delivery (or the last change of its lead status) before its personal fields are erased. */
  CONTACT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  /** Where each accepted enquiry is also POSTed (a CRM, n8n, Zapier, Slack or Google Chat); unset: no webhook. */
  LEAD_WEBHOOK_URL: optionalUrl(/^https?$/, 'must be an absolute http(s) URL such as https://hooks.example.com/kolam'),
  /** The HMAC key of X-Kolam-Signature; required with the json format. */
  LEAD_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** json: the signed lead as JSON; slack: a short text message for Slack or Google Chat incoming webhooks. */
  LEAD_WEBHOOK_FORMAT: z.enum(['json', 'slack']).default('json'),
  /** The longest one webhook attempt may take. */
  LEAD_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  // Limits on connections (README "Limits"); the defaults let a slow 3G phone through.
  /** A whole request (headers and body) must arrive within this. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** The request headers must arrive within this. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  /** An idle keep-alive connection is closed after this; keep it above a proxy's upstream idle timeout. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  /** A connection with no traffic at all is closed after this. */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  /** Open connections at most; more are refused at once. */
  MAX_CONNECTIONS: z.coerce.number().int().min(16).default(4096),
  /** On SIGTERM, how long to keep answering (with Connection: close) before closing. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(3_000),
  // The content editor at /admin (docs/editing.md, README "The content editor").
  /** Serve the editor at /admin; off by default, and /admin is then a 404 like any unknown page. */
  CMS_ENABLED: booleanish.default(false),
  /** The studio's GitHub repository the editor commits to, "owner/name". */
  CMS_GITHUB_REPO: z
    .string()
    .trim()
    .regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name, like kolamstudio/website')
    .optional(),
  /** The branch edits are made against (the one CI builds the image from). */
  CMS_GITHUB_BRANCH: z.string().trim().min(1).default('main'),
  /** Origin of the OAuth proxy that signs editors in to GitHub (Decap's base_url); unset: Netlify's. */
  CMS_AUTH_URL: optionalUrl(/^https?$/, 'must be the OAuth proxy origin, like https://cms-auth.kolamstudio.in'),
  /** Path of the proxy's sign-in endpoint (Decap's auth_endpoint); unset: "auth". */
  CMS_AUTH_ENDPOINT: z.string().trim().min(1).optional(),
  /** editorial_workflow: every edit is a pull request to review and merge; simple: a commit on the branch. */
  CMS_PUBLISH_MODE: z.enum(['editorial_workflow', 'simple']).default('editorial_workflow'),
  /**
   * Set by `npm run edit` only: the local backend (scripts/cms/local-backend.ts), which writes
   * into the checkout with no login. Refused in production and for any host but this machine.
   */
  CMS_LOCAL_BACKEND_URL: optionalUrl(/^http$/, 'must be the local backend, like http://localhost:8081/api/v1'),
});

/** The configuration: every variable, and the rules between them. */
export const configSchema = configFields.superRefine((config, ctx) => {
  if (config.LEAD_WEBHOOK_URL && config.LEAD_WEBHOOK_FORMAT === 'json' && !config.LEAD_WEBHOOK_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['LEAD_WEBHOOK_SECRET'], message: 'is required with LEAD_WEBHOOK_URL: receivers check X-Kolam-Signature with it' });
  }
  if (config.CMS_LOCAL_BACKEND_URL && config.NODE_ENV === 'production') {
    ctx.addIssue({ code: 'custom', path: ['CMS_LOCAL_BACKEND_URL'], message: 'the local backend has no login and is for `npm run edit` only; never set it in production' });
  } else if (config.CMS_LOCAL_BACKEND_URL && !['localhost', '127.0.0.1', '[::1]'].includes(new URL(config.CMS_LOCAL_BACKEND_URL).hostname)) {
    ctx.addIssue({ code: 'custom', path: ['CMS_LOCAL_BACKEND_URL'], message: 'the local backend must run on this machine (localhost)' });
  }
});

export type Config = z.infer<typeof configSchema>;
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parse an environment-like record. Throws ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const result = configSchema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

