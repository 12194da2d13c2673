/**
 * Rendered pages kept in memory. The content does not change per request, so a page is
 * rendered once per process and its bytes are reused.
 *
 * - Permanent: the finitely many pages the route table lists (every sitemap URL and the 404
 *   page of each route, per language). Whatever URL reached them, they are stored under
 *   their page key (server/plugins/pages.ts), so they cannot multiply.
 * - Bounded: everything else (searches, filters, `?shown=`, the contact page's `?subject=`)
 *   in an LRU bounded by bytes, so no stream of distinct URLs can grow memory.
 *
 * Compressed variants are made on first demand, off the main thread (zlib's thread pool),
 * and the making is shared by concurrent requests. The request that rendered a page never
 * waits for a thorough compression: it gets brotli at quality 5 (a few milliseconds, where
 * quality 11 takes a few hundred on the home page). A permanent page then gets its quality 11
 * variant made once in the background, one page at a time, for every later request; a bounded page (a search is
 * often seen once) keeps its quality 5 variant.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

export type CachedPage = {
  status: number;
  body: Buffer;
  etag: string;
  permanent: boolean;
  /** The variant sent from now on: quick for a bounded page, thorough for a permanent one. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Quick variants being made or made (sent until the final one is there). */
  quick: Partial<Record<Encoding, Promise<Buffer>>>;
  /** Thorough variants being made in the background (permanent pages). */
  thorough: Partial<Record<Encoding, Promise<void>>>;
};

/** A strong ETag that changes when the bytes do. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function createCachedPage(status: number, body: Buffer, permanent: boolean): CachedPage {
  return { status, body, etag: etagOf(body), permanent, encoded: {}, quick: {}, thorough: {} };
}

export function compress(body: Buffer, encoding: Encoding, thorough: boolean): Promise<Buffer> {
  if (encoding === 'br') {
    return brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: thorough ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  return gzipAsync(body, { level: thorough ? 9 : 6 });
}

function pageBytes(page: CachedPage): number {
  // Bounded pages only: their one compressed variant per encoding is counted once made.
  return page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0) + 256;
}

export class PageCache {
  private readonly permanent = new Map<string, CachedPage>();
  private readonly bounded: LRUCache<string, CachedPage>;
  private thoroughQueue: Promise<unknown> = Promise.resolve();

  /** `maxBytes` bounds the pages that are not permanent (0 keeps none of them). */
  constructor(private readonly maxBytes: number) {
    this.bounded = new LRUCache<string, CachedPage>({ maxSize: Math.max(1, maxBytes), sizeCalculation: pageBytes });
  }

  get(key: string): CachedPage | undefined {
    return this.permanent.get(key) ?? this.bounded.get(key);
  }

  set(key: string, page: CachedPage): void {
    if (page.permanent) this.permanent.set(key, page);
    else if (this.maxBytes > 0) this.bounded.set(key, page);
  }

  /**
   * The page's body in an encoding: the final variant once made, else the quick one (made
   * once, shared by concurrent requests). A kept permanent page starts its thorough variant
   * in the background, which replaces the quick one when done.
   */
  async encoded(key: string, page: CachedPage, encoding: Encoding): Promise<Buffer> {
    const done = page.encoded[encoding];
    if (done) return done;
    let quick = page.quick[encoding];
    if (!quick) {
      quick = compress(page.body, encoding, false);
      page.quick[encoding] = quick;
      quick.then(
        (buffer) => {
          if (page.permanent) return;
          page.encoded[encoding] = buffer;
          delete page.quick[encoding];
          // Set again so the bounded cache counts the new bytes (if the page is still there).
          if (this.bounded.peek(key) === page) this.bounded.set(key, page);
        },
        () => delete page.quick[encoding],
      );
    }
    if (page.permanent && this.get(key) === page && !page.thorough[encoding]) {
      // One thorough compression at a time, after the quick ones asked before it: a burst of
      // new pages (a crawler after a deploy) never waits behind hundreds of milliseconds of
      // quality 11 per page in zlib's four threads.
      const thorough = this.thoroughQueue.then(() => compress(page.body, encoding, true));
      this.thoroughQueue = thorough.catch(() => undefined);
      page.thorough[encoding] = thorough.then(
        (buffer) => {
          page.encoded[encoding] = buffer;
          delete page.quick[encoding];
        },
        () => {
          // Out of memory or similar: the quick variant keeps being sent.
        },
      );
    }
    return quick;
  }

  /** Forget every page (e.g. when the footer's year changes). */
  clear(): void {
    this.permanent.clear();
    this.bounded.clear();
  }

  get size(): { permanent: number; bounded: number; boundedBytes: number } {
    return { permanent: this.permanent.size, bounded: this.bounded.size, boundedBytes: this.bounded.calculatedSize };
  }
}

/**
 * The encoding a page is sent in: brotli or gzip by the client's Accept-Encoding (q-values
 * weighed, brotli first among equals; @fastify/accept-negotiator, as @fastify/static uses for
 * the asset files), or none.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  return negotiate<Encoding>((acceptEncoding ?? '').toLowerCase(), ['br', 'gzip']) ?? undefined;
}
