// `npm run edit`: the dev site (`node build.mjs --watch`, rebuilt on every content change)
// with the editor at http://localhost:3000/admin, and the local backend beside it
// (scripts/cms/local-backend.ts on http://localhost:8081/api/v1) writing straight into this
// checkout's content/, with no login. Every save is checked by the site's validator first.
//
//   PORT                      the site's port (3000)
//   CMS_LOCAL_BACKEND_PORT    the local backend's port (8081)
//
// This is the one hook into the dev build: it starts `npm run dev` with CMS_ENABLED=true and
// the local backend's URL, whatever the dev script becomes.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { importTypeScript } from '../lib/bundle-for-node.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const sitePort = Number(process.env.PORT ?? 3000);
const backendPort = Number(process.env.CMS_LOCAL_BACKEND_PORT ?? 8081);
const log = (message) => console.log(`[edit] ${message}`);

const bundle = path.join(root, '.cache', `local-backend-${createHash('sha1').update(root).digest('hex').slice(0, 8)}.mjs`);
const { startLocalBackend } = await importTypeScript(path.join(root, 'scripts/cms/local-backend.ts'), bundle);
const backend = await startLocalBackend({ root, port: backendPort, sitePort, log });
log(`local backend on http://localhost:${backendPort}/api/v1, writing into ${path.join(root, 'content')}`);

const dev = spawn(process.execPath, [path.join(root, 'build.mjs'), '--watch'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(sitePort), CMS_ENABLED: 'true', CMS_LOCAL_BACKEND_URL: `http://localhost:${backendPort}/api/v1` },
});
log(`the editor will be at http://localhost:${sitePort}/admin once the site is built`);

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping`);
  backend.close();
  if (dev.exitCode === null) dev.kill('SIGTERM');
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
dev.on('exit', (code) => {
  backend.close();
  process.exit(stopping ? 0 : (code ?? 1));
});
