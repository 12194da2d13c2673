/**
 * Browser tests run against one built production server (dist/server/main.js) on a free
 * port, with a throwaway DATA_DIR, shared by every browser test file. The URL reaches the
 * tests through vitest's provide().
 */
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../../scripts/lib/built-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startBuiltServer();
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
