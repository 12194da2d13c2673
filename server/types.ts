import type { Attribution } from '../shared/contact/attribution.js';
import type { ContactFormState } from '../shared/contact/form-state.js';
import type { Config } from './config.js';

export type RenderPageOptions = {
  /** Path and query of the page to render, e.g. "/contact". */
  url: string;
  status?: number;
  /** Per-request state (never cached): the contact form after a failed no-JS POST. */
  contactForm?: ContactFormState;
  /** The campaign attribution a failed no-JS post carried, kept as hidden fields of the page (pages.ts). */
  attribution?: Attribution;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** True once shutdown has begun: answers carry `Connection: close` (server/main.ts). */
    draining: boolean;
    /** Render a page outside the page cache (used by the contact form's no-JS error path). */
    renderPage(reply: FastifyReply, options: RenderPageOptions): Promise<FastifyReply>;
    /** Page cache counters, for tests and the benchmark. */
    pageCacheStats(): { permanent: number; bounded: number; boundedBytes: number; renders: number; queued: number };
  }
}
