/**
 * Where loaders read the pages' data files (dist/client/data/<lang>/…json, written by the
 * build from content/): the server keeps every file in memory (server/render/render-page.tsx
 * sets that source once per render thread); the browser fetches /data/<file>.json on a
 * client-side navigation (client/entry.tsx), while the first page hydrates from the data the
 * server embedded, without loading anything.
 */
import { data as response } from 'react-router';

/** A data file's content, or undefined when there is no such file. */
export type DataSource = (file: string) => Promise<unknown> | unknown;

let source: DataSource = () => {
  throw new Error('no data source: the server and client/entry.tsx set one before routing');
};

export function setDataSource(next: DataSource): void {
  source = next;
}

/** A page's data file; a file that does not exist is a 404 (React Router's error response). */
export async function readDataFile<T>(file: string): Promise<T> {
  const value = await source(file);
  if (value === undefined) throw response(null, { status: 404 });
  return value as T;
}
