import type { FastifyInstance } from 'fastify';

export async function addressRoutes(_app: FastifyInstance): Promise<void> {}
