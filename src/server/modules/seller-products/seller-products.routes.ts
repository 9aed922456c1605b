import type { FastifyInstance } from 'fastify';

export async function sellerProductsRoutes(_app: FastifyInstance): Promise<void> {}
