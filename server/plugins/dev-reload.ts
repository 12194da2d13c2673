/**
 * `npm run dev` only (NODE_ENV=development, the server started by build.mjs --watch): the
 * open page follows the content and the code. The dev runner tells this process over IPC when
 * content/ or the client bundle has been built again (or what is wrong with the content); the
 * page cache is emptied and every open page, subscribed to /__dev/events by /__dev/reload.js,
 * reloads, or shows the problems over the page until they are fixed. New server code starts a
 * new process; the page reloads when its event stream reconnects. Never registered in
 * production.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { devEvents, type DevMessage } from '../dev-events.js';

/** What an open page runs (the document links it in development: shared/document.tsx). */
const CLIENT = `const events = new EventSource('/__dev/events');
let box;
let lost = false;
events.addEventListener('reload', () => location.reload());
// The server was restarted (new server code): reload once the new one answers.
events.addEventListener('error', () => (lost = true));
events.addEventListener('open', () => (lost ? location.reload() : document.documentElement.setAttribute('data-dev-reload', 'connected')));
events.addEventListener('problems', (event) => {
  box ??= document.body.appendChild(document.createElement('pre'));
  Object.assign(box.style, { position: 'fixed', inset: 'auto 0 0 0', zIndex: 2147483647, maxHeight: '50vh', overflow: 'auto', margin: 0, padding: '16px', background: '#2b0a05', color: '#fff', font: '14px/1.5 ui-monospace, monospace', whiteSpace: 'pre-wrap' });
  box.textContent = JSON.parse(event.data).join('\\n');
});
`;

export default async function devReload(app: FastifyInstance) {
  const clients = new Set<ServerResponse>();
  let problems: string[] = [];
  const send = (event: string, data: unknown) => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  const onMessage = (message: DevMessage) => {
    if (message?.type === 'content') {
      problems = [];
      devEvents.emit('content');
      send('reload', null);
    } else if (message?.type === 'problems') {
      problems = message.lines;
      send('problems', problems);
    }
  };
  process.on('message', onMessage);
  app.addHook('onClose', async () => {
    process.off('message', onMessage);
    for (const client of clients) client.end();
  });

  app.get('/__dev/reload.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(CLIENT));
  app.get('/__dev/events', (request, reply) => {
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    response.write(': connected\n\n');
    if (problems.length > 0) response.write(`event: problems\ndata: ${JSON.stringify(problems)}\n\n`);
    clients.add(response);
    request.raw.on('close', () => clients.delete(response));
  });
}
