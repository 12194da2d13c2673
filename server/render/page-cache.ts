/**
 * Rendered pages kept in memory: the content does not change per request, so each URL is
 * rendered once per process. Canonical pages (no query, status 200) are a finite set and
 * are kept; everything else (query strings, 404s) lives in a bounded LRU so random URLs
 * cannot grow memory. Compressed variants are made on first demand and kept with the page.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type CachedPage = {
  status: number;
  body: Buffer;
  etag: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
};

export function createCachedPage(status: number, body: Buffer): CachedPage {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { status, body, etag, encoded: {} };
}

export function encodedBody(page: CachedPage, encoding: 'br' | 'gzip'): Buffer {
  let encoded = page.encoded[encoding];
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } })
        : gzipSync(page.body, { level: 9 });
    page.encoded[encoding] = encoded;
  }
  return encoded;
}

export class PageCache {
  private readonly canonical = new Map<string, CachedPage>();
  private readonly lru = new Map<string, CachedPage>();

  constructor(private readonly maxBounded: number) {}

  get(key: string): CachedPage | undefined {
    const page = this.canonical.get(key);
    if (page) return page;
    const bounded = this.lru.get(key);
    if (bounded) {
      // Refresh recency: Map keeps insertion order.
      this.lru.delete(key);
      this.lru.set(key, bounded);
    }
    return bounded;
  }

  set(key: string, page: CachedPage, canonical: boolean): void {
    if (canonical) {
      this.canonical.set(key, page);
      return;
    }
    if (this.maxBounded === 0) return;
    this.lru.delete(key);
    this.lru.set(key, page);
    while (this.lru.size > this.maxBounded) {
      const oldest = this.lru.keys().next().value;
      if (oldest === undefined) break;
      this.lru.delete(oldest);
    }
  }

  /** Forget every page (e.g. when the footer's year changes). */
  clear(): void {
    this.canonical.clear();
    this.lru.clear();
  }

  get size(): { canonical: number; bounded: number } {
    return { canonical: this.canonical.size, bounded: this.lru.size };
  }
}

export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
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
