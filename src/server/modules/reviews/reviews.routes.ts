import type { FastifyInstance } from 'fastify';

export async function reviewsRoutes(_app: FastifyInstance): Promise<void> {}
