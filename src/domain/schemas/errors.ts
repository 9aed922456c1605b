import { z } from 'zod';

/** The one JSON shape of every 4xx and 5xx answer. */
export const ApiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ApiError = z.infer<typeof ApiError>;
