import type { z } from 'zod';
import type { NewOrderBody } from '../../../domain/schemas/order.ts';

/** The checkout's order as validated: what the service checks and the writer stores. */
export type PlaceOrderInput = z.output<typeof NewOrderBody>;
