import { appRouter } from '../src/app/appRouter.js';
import type { ProcedureMeta } from '../src/trpc/trpc.js';

/** One procedure of the app router: its dotted path, its type, its meta and its input parsers. */
export type AppProcedure = { path: string; type: string; meta: ProcedureMeta | undefined; inputs: unknown[] };

function isProcedure(value: unknown): value is { _def: { type: string; meta?: ProcedureMeta; inputs?: unknown } } {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null || !('_def' in value)) return false;
  const definition: unknown = value._def;
  return (
    typeof definition === 'object' && definition !== null && 'type' in definition && typeof definition.type === 'string'
  );
}

function proceduresOf(record: object, prefix = ''): AppProcedure[] {
  const entries: [string, unknown][] = Object.entries(record);
  return entries.flatMap(([key, value]) => {
    if (isProcedure(value)) {
      const { type, meta, inputs } = value._def;
      return [{ path: `${prefix}${key}`, type, meta, inputs: Array.isArray(inputs) ? inputs : [] }];
    }
    return typeof value === 'object' && value !== null ? proceduresOf(value, `${prefix}${key}.`) : [];
  });
}

/**
 * Every procedure of the app router, read from it, so the sweeps that use this list (who may call
 * what, the access sweep, the schema fuzz) take in a new procedure without being edited.
 */
export const appProcedures: readonly AppProcedure[] = proceduresOf(appRouter._def.record);
