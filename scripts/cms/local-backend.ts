/**
 * The editor's local backend for `npm run edit` (scripts/cms/edit.mjs): Decap's proxy-backend
 * protocol (the one decap-server speaks: POST /api/v1 with { action, params }), writing
 * straight into the checkout's content/ folder, with no login. It is a separate process on a
 * loopback port, never part of the site's server (DESIGN.md, STYLE.md "Known traps").
 *
 * Guard rail: every change (a save, an upload, a deletion) is first applied to a copy of
 * content/ and checked by the build's own validator (loadContent, scripts/content/load.ts).
 * If it adds a problem, nothing is written and the answer is the validator's messages
 * (`file:line: message`), which Decap shows in its "Failed to persist entry" notice. Problems
 * the checkout already had are not blamed on the save.
 *
 * Only the actions Decap uses with `publish_mode: simple` are implemented; editorial
 * workflow is for the GitHub backend.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_EXTENSIONS } from '../../shared/content/schema.js';
import { PHOTO_MAX_WIDTH, PHOTO_SRC_PREFIX, PhotoError, readPhoto } from '../media/photos.js';
import { CONTENT_DIR, loadContent, type PhotoInfo } from '../content/load.js';

export type LocalBackendOptions = {
  /** The checkout: content/ is written here. */
  root: string;
  port: number;
  host?: string;
  /** The dev site's port: only pages on a loopback origin with this port may call (CORS). */
  sitePort: number;
  log?: (message: string) => void;
};

type DataFile = { path: string; raw: string; newPath?: string };
type Asset = { path: string; content: string; encoding: 'base64' };
type Change = { write: { file: string; bytes: Buffer | string }[]; remove: string[]; move: { from: string; to: string }[] };

/** A refusal the editor shows as it is. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly status = 422,
  ) {
    super(message);
  }
}

const IMAGE = new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export class LocalBackend {
  private readonly root: string;
  private readonly photoCache = new Map<string, { key: string; info: PhotoInfo }>();
  /** One change at a time: each is validated against what the one before it wrote. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    root: string,
    private readonly log: (message: string) => void = () => {},
  ) {
    this.root = path.resolve(root);
  }

  // ---------------------------------------------------------------- paths

  /** A repository path Decap sends, checked to stay inside content/. */
  private contentPath(file: unknown): string {
    if (typeof file !== 'string' || file === '') throw new Refusal('a file path is missing', 400);
    const normal = path.posix.normalize(file.replace(/\\/g, '/'));
    if (normal !== file.replace(/\\/g, '/') || normal.startsWith('/') || !normal.startsWith(`${CONTENT_DIR}/`) || normal.split('/').includes('..')) {
      throw new Refusal(`${file}: the editor only reads and writes files under ${CONTENT_DIR}/`, 400);
    }
    return normal;
  }

  private absolute(file: string): string {
    return path.join(this.root, file);
  }

  // ---------------------------------------------------------------- reading

  private async listFiles(folder: string, extension: string, depth: number): Promise<string[]> {
    if (depth <= 0) return [];
    let entries;
    try {
      entries = await readdir(this.absolute(folder), { withFileTypes: true });
    } catch {
      return [];
    }
    const found: string[] = [];
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) found.push(...(await this.listFiles(file, extension, depth - 1)));
      else if (entry.isFile() && file.endsWith(extension)) found.push(file);
    }
    return found;
  }

  private async entries(files: { path: string; label?: string }[]) {
    return Promise.all(
      files.map(async (file) => {
        const relative = this.contentPath(file.path);
        try {
          const bytes = await readFile(this.absolute(relative));
          return { data: bytes.toString('utf8'), file: { path: relative, ...(file.label ? { label: file.label } : {}), id: sha256(bytes) } };
        } catch {
          return { data: null, file: { path: relative, ...(file.label ? { label: file.label } : {}), id: null } };
        }
      }),
    );
  }

  private async mediaFile(file: string) {
    const bytes = await readFile(this.absolute(file));
    return { id: sha256(bytes), content: bytes.toString('base64'), encoding: 'base64', path: file, name: path.posix.basename(file) };
  }

  // ---------------------------------------------------------------- the guard rail

  /** Every photo under a content folder, as the validator expects them (cached by size and time). */
  private async photoIndex(contentRoot: string, mapTo: string): Promise<{ photos: Map<string, PhotoInfo>; problems: string[] }> {
    const photos = new Map<string, PhotoInfo>();
    const problems: string[] = [];
    const files = (await readdir(path.join(contentRoot, CONTENT_DIR), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && IMAGE.test(entry.name));
    for (const entry of files) {
      const file = path.join(entry.parentPath, entry.name);
      const relative = path.relative(contentRoot, file);
      try {
        const { size, mtimeMs } = await stat(file);
        const key = `${size} ${mtimeMs}`;
        let cached = this.photoCache.get(file);
        if (cached?.key !== key) {
          const { hash, width, height } = await readPhoto(file);
          const scale = Math.min(1, PHOTO_MAX_WIDTH / width);
          cached = { key, info: { src: `${PHOTO_SRC_PREFIX}${hash}`, width: Math.round(width * scale), height: Math.round(height * scale), sourceWidth: width } };
          this.photoCache.set(file, cached);
        }
        photos.set(path.join(mapTo, relative), cached.info);
      } catch (error) {
        const detail = error instanceof PhotoError ? error.problems.map((problem) => problem.message).join('; ') : error instanceof Error ? error.message.split('\n')[0] : String(error);
        problems.push(`${relative}: ${detail}`);
      }
    }
    return { photos, problems };
  }

  /** The validator's problems for content/ under `root` (the checkout or a copy). */
  private async problemsAt(root: string): Promise<string[]> {
    const { photos, problems } = await this.photoIndex(root, root);
    return [...problems, ...loadContent(root, photos).problems];
  }

  /**
   * Applies `change` to a copy of content/, validates it, and only if it adds no problem
   * applies it to the checkout. Returns nothing; throws a Refusal with the messages.
   */
  private async guarded(change: Change, what: string): Promise<void> {
    const run = async () => {
      const overlay = await mkdtemp(path.join(tmpdir(), 'kolam-cms-'));
      try {
        // The text files are copied; photos too (they are few, and the validator reads their size).
        await cp(this.absolute(CONTENT_DIR), path.join(overlay, CONTENT_DIR), { recursive: true });
        await this.apply(overlay, change);
        const after = await this.problemsAt(overlay);
        if (after.length > 0) {
          const before = new Set(await this.problemsAt(this.root));
          const added = after.filter((problem) => !before.has(problem));
          if (added.length > 0) {
            this.log(`refused ${what}: ${added.length} problem(s)`);
            throw new Refusal(`Not saved: the site's validator found ${added.length === 1 ? 'a problem' : `${added.length} problems`}:\n${added.join('\n')}`);
          }
        }
        await this.apply(this.root, change);
        this.log(`saved ${what}`);
      } finally {
        await rm(overlay, { recursive: true, force: true });
      }
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async apply(root: string, change: Change): Promise<void> {
    for (const { file, bytes } of change.write) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), bytes);
    }
    for (const { from, to } of change.move) {
      await mkdir(path.dirname(path.join(root, to)), { recursive: true });
      await rename(path.join(root, from), path.join(root, to));
    }
    for (const file of change.remove) await unlink(path.join(root, file)).catch(() => undefined);
  }

  // ---------------------------------------------------------------- the protocol

  async handle(action: string, params: Record<string, unknown>): Promise<unknown> {
    switch (action) {
      case 'info':
        return { repo: path.basename(this.root), publish_modes: ['simple'], type: 'local_fs' };
      case 'entriesByFolder': {
        const folder = this.contentPath(params.folder);
        const files = await this.listFiles(folder, String(params.extension ?? ''), Number(params.depth ?? 1));
        return this.entries(files.map((file) => ({ path: file })));
      }
      case 'entriesByFiles':
        return this.entries((params.files as { path: string; label?: string }[]) ?? []);
      case 'getEntry':
        return (await this.entries([{ path: String(params.path) }]))[0];
      case 'persistEntry': {
        const dataFiles = (params.dataFiles as DataFile[] | undefined) ?? [];
        const assets = (params.assets as Asset[] | undefined) ?? [];
        const change: Change = { write: [], remove: [], move: [] };
        for (const dataFile of dataFiles) change.write.push({ file: this.contentPath(dataFile.path), bytes: dataFile.raw });
        for (const asset of assets) change.write.push({ file: this.contentPath(asset.path), bytes: Buffer.from(asset.content, 'base64') });
        if (dataFiles.length > 0 && dataFiles.every((dataFile) => dataFile.newPath)) {
          for (const dataFile of dataFiles) change.move.push({ from: this.contentPath(dataFile.path), to: this.contentPath(dataFile.newPath) });
        }
        await this.guarded(change, dataFiles.map((dataFile) => dataFile.path).join(', '));
        return { message: 'entry persisted' };
      }
      case 'getMedia': {
        const folder = this.contentPath(params.mediaFolder);
        const files = (await this.listFiles(folder, '', 1)).filter((file) => IMAGE.test(file));
        return Promise.all(files.map((file) => this.mediaFile(file)));
      }
      case 'getMediaFile':
        return this.mediaFile(this.contentPath(params.path));
      case 'persistMedia': {
        const asset = params.asset as Asset;
        const file = this.contentPath(asset.path);
        await this.guarded({ write: [{ file, bytes: Buffer.from(asset.content, 'base64') }], remove: [], move: [] }, file);
        return this.mediaFile(file);
      }
      case 'deleteFile':
      case 'deleteFiles': {
        const paths = action === 'deleteFile' ? [params.path] : ((params.paths as unknown[]) ?? []);
        const files = paths.map((file) => this.contentPath(file));
        await this.guarded({ write: [], remove: files, move: [] }, `deleting ${files.join(', ')}`);
        return { message: `deleted ${files.join(', ')}` };
      }
      case 'getDeployPreview':
        return null;
      default:
        throw new Refusal(`${action}: not available with the local backend (it saves straight into the checkout; the editorial workflow is GitHub's)`, 422);
    }
  }
}

/** The HTTP side: POST /api/v1, JSON in and out, CORS for the dev site's loopback origins only. */
export function startLocalBackend({ root, port, host = '127.0.0.1', sitePort, log = () => {} }: LocalBackendOptions): Promise<Server> {
  const backend = new LocalBackend(root, log);
  const allowedOrigin = new RegExp(`^http://(localhost|127\\.0\\.0\\.1|\\[::1\\]):${sitePort}$`);
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const origin = request.headers.origin;
    if (origin && allowedOrigin.test(origin)) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('access-control-allow-methods', 'POST, OPTIONS');
      response.setHeader('access-control-allow-headers', 'Content-Type');
      response.setHeader('vary', 'Origin');
    }
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (origin && !allowedOrigin.test(origin)) return send(403, { error: `${origin} may not use the local backend` });
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.method !== 'POST' || request.url !== '/api/v1') return send(404, { error: 'POST /api/v1' });
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { action?: string; params?: Record<string, unknown> };
      send(200, await backend.handle(String(body.action), body.params ?? {}));
    } catch (error) {
      if (error instanceof Refusal) return send(error.status, { error: error.message });
      log(`error: ${error instanceof Error ? error.stack : String(error)}`);
      send(500, { error: error instanceof Error ? error.message : 'unknown error' });
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
