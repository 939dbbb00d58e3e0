import { z } from 'zod';

/** `GET /api/health`: 200 with `ok` when the database answers, 503 with `error` when it does not. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
  /** Which database the server runs on (`packages/db`'s `Dialect`). */
  dialect: z.enum(['sqlite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;
