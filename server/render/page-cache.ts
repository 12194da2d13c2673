/**
 * Rendered pages kept in memory. The content does not change per request, so a page is
 * rendered once per process and its bytes are reused.
 *
 * - Permanent: the finitely many pages the route table lists (every sitemap URL and the 404
 *   page of each route, per language). Whatever URL reached them, they are stored under
 *   their page key (shared/routing/page-data.ts), so they cannot multiply.
 * - Bounded: everything else (searches, filters, `?shown=`, the contact page's `?subject=`)
 *   in an LRU bounded by bytes, so no stream of distinct URLs can grow memory.
 *
 * Compressed variants are made on first demand, off the main thread (zlib's thread pool):
 * brotli at quality 11 for permanent pages (made once, sent many times), quality 5 for
 * bounded ones (a search is often seen once), and the making is shared by concurrent requests.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

export type CachedPage = {
  status: number;
  body: Buffer;
  etag: string;
  permanent: boolean;
  encoded: Partial<Record<Encoding, Buffer>>;
  encoding: Partial<Record<Encoding, Promise<Buffer>>>;
};

export function createCachedPage(status: number, body: Buffer, permanent: boolean): CachedPage {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { status, body, etag, permanent, encoded: {}, encoding: {} };
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
  return page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0) + 256;
}

export class PageCache {
  private readonly permanent = new Map<string, CachedPage>();
  private readonly bounded: LRUCache<string, CachedPage>;

  /** `maxBytes` bounds the pages that are not permanent (0 keeps none of them). */
  constructor(maxBytes: number) {
    this.bounded = new LRUCache<string, CachedPage>({ maxSize: Math.max(1, maxBytes), sizeCalculation: pageBytes });
    this.maxBytes = maxBytes;
  }

  private readonly maxBytes: number;

  get(key: string): CachedPage | undefined {
    return this.permanent.get(key) ?? this.bounded.get(key);
  }

  set(key: string, page: CachedPage): void {
    if (page.permanent) this.permanent.set(key, page);
    else if (this.maxBytes > 0) this.bounded.set(key, page);
  }

  /** The page's body in an encoding, compressed once (concurrent requests share the work). */
  async encoded(key: string, page: CachedPage, encoding: Encoding): Promise<Buffer> {
    const done = page.encoded[encoding];
    if (done) return done;
    let pending = page.encoding[encoding];
    if (!pending) {
      pending = compress(page.body, encoding, page.permanent).then((buffer) => {
        page.encoded[encoding] = buffer;
        delete page.encoding[encoding];
        // Set again so the bounded cache counts the new bytes (if the page is still there).
        if (!page.permanent && this.bounded.peek(key) === page) this.bounded.set(key, page);
        return buffer;
      });
      page.encoding[encoding] = pending;
    }
    return pending;
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

export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return undefined;
}
