import { z } from 'zod';
import { isIsoDate } from '../rules.ts';

/** One error shape for every failure (DESIGN §6). */
export const ZErrorResponse = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZStatusResponse = z.object({
  status: z.string(),
  message: z.string(),
});
export type TStatusResponse = z.infer<typeof ZStatusResponse>;

export const ZIsoDate = z.string().refine(isIsoDate, { message: 'Use a real date written yyyy-mm-dd.' });

/** Trimmed text that must not be empty; `label` names the field in the message. */
export function requiredText(label: string, max = 100) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { message: `${label} is required.` })
    .max(max, { message: `${label} must be at most ${max} characters.` });
}

/** Query-string ids arrive as text. */
export const ZIdParam = z.coerce.number({ error: 'Must be a number.' }).int().positive().max(2_147_483_647);

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});
