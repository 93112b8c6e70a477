import { z } from 'zod';

export const DB_ENGINES = ['pglite', 'postgres'] as const;
export const DbEngineSchema = z.enum(DB_ENGINES);
export type DbEngine = z.infer<typeof DbEngineSchema>;

export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  engine: DbEngineSchema,
});
export type Health = z.infer<typeof HealthSchema>;
