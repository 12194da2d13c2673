/** Development only: what the dev runner (scripts/dev.mjs) tells the server, passed between its plugins. */
import { EventEmitter } from 'node:events';

export type DevMessage = { type: 'content' } | { type: 'problems'; lines: string[] };

/** 'content': content/ was built again; pages must be rendered afresh. */
export const devEvents = new EventEmitter();
