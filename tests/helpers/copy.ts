/// <reference types="vite/client" />
/** Every page's own text (shared/routes/<page>/copy.ts), by page: for tests that read all interface text. */
import type { Copy } from '../../shared/i18n/copy.js';

const modules = import.meta.glob<Record<string, unknown>>('../../shared/routes/*/copy.ts', { eager: true });

const isCopy = (value: unknown): value is Copy<unknown> => typeof value === 'object' && value !== null && 'en' in value && 'ta' in value;

export const pageCopies: Record<string, Copy<unknown>> = Object.fromEntries(
  Object.entries(modules).map(([file, module]) => {
    const copy = Object.values(module).find(isCopy);
    if (!copy) throw new Error(`${file} exports no copy`);
    return [file.split('/').at(-2)!, copy];
  }),
);
