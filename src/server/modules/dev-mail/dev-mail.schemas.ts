import { z } from 'zod';

/**
 * Dev-only responses; kept beside the module rather than in src/domain/schemas because no
 * browser code ever sends or reads them.
 */
export const DevMail = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
});
export type DevMail = z.infer<typeof DevMail>;

export const DevMailQuery = z.strictObject({
  to: z.string().trim().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const DevMailParams = z.strictObject({ id: z.coerce.number().int().positive() });

export const DevMailAttachmentParams = z.strictObject({
  id: z.coerce.number().int().positive(),
  index: z.coerce.number().int().min(0),
});
