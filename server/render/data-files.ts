/** The pages' data files of a build (dist/client/data/<lang>/…json, scripts/content/page-data.ts), read into memory. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every data file, by its name without .json ("en/case-study/12"). */
export function readDataFiles(clientDir: string): Map<string, unknown> {
  const dir = path.join(clientDir, 'data');
  const files = new Map<string, unknown>();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.json')) continue;
    files.set(name.slice(0, -'.json'.length).split(path.sep).join('/'), JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
  }
  return files;
}

/** One data file, or undefined when there is none (a 404). */
export function readDataFile(clientDir: string, name: string): unknown {
  const file = path.join(clientDir, 'data', `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}
