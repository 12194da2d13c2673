/** POST /api/contact. (Stub: replaced by the contact work.) */
import type { FastifyInstance } from 'fastify';

export default async function contactApi(_app: FastifyInstance): Promise<void> {}
