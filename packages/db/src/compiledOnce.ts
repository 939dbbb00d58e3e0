import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema.js';

type Value = string | number;

/** Stand-ins for a statement's values, unlike every value a query holds of its own. */
function standIns<V extends Record<string, Value>>(shape: V): V {
  // Each stand-in has its example's kind (a number for a number, text for text), which is all V says.
  return Object.fromEntries(
    Object.entries(shape).map(([key, example], index) => [
      key,
      typeof example === 'number' ? -987_654_321.25 - index : `\u0001${key}\u0001`,
    ]),
  ) as V;
}

type Compiled<R> = { query: CompiledQuery<R>; slots: (string | undefined)[] };

/**
 * A statement whose shape never changes, built and compiled by Kysely once per dialect: `build`
 * gets stand-ins for the values, and each run binds the real values where the stand-ins were.
 * Kysely otherwise builds and compiles the same statement at every call (an upsert of three rows:
 * about 40 µs, as long as SQLite takes to run it). `shape` gives each value's kind.
 */
export function compiledOnce<V extends Record<string, Value>, R>(
  shape: V,
  build: (db: Kysely<Database>, values: V) => Compilable<R>,
) {
  const byDialect = new WeakMap<object, Compiled<R>>();
  const compile = (db: Kysely<Database>): Compiled<R> => {
    const stand = standIns(shape);
    const query = build(db, stand).compile();
    const slotOf = new Map(Object.entries(stand).map(([key, value]) => [value, key]));
    const slots = query.parameters.map((parameter) =>
      typeof parameter === 'string' || typeof parameter === 'number' ? slotOf.get(parameter) : undefined,
    );
    const unused = Object.keys(shape).filter((key) => !slots.includes(key));
    if (unused.length > 0)
      throw new Error(`compiledOnce: ${unused.join(', ')} not found in the statement's parameters`);
    return { query, slots };
  };
  return async (db: Kysely<Database>, values: V): Promise<QueryResult<R>> => {
    const adapter = db.getExecutor().adapter;
    let compiled = byDialect.get(adapter);
    if (!compiled) byDialect.set(adapter, (compiled = compile(db)));
    const { query, slots } = compiled;
    return db.executeQuery<R>({
      ...query,
      parameters: slots.map((slot, index) => (slot === undefined ? query.parameters[index] : values[slot])),
    });
  };
}
