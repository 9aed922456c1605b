import type { FastifyInstance } from 'fastify';

export async function wishlistRoutes(_app: FastifyInstance): Promise<void> {}
