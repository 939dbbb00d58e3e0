import type { Compilable, Kysely, QueryResult, RawBuilder } from 'kysely';
import { compiledOnce } from './compiledOnce.js';
import type { Database } from './schema.js';

type Value = string | number;
type Run<R> = (db: Kysely<Database>, values: Record<string, Value>) => Promise<QueryResult<R>>;

/** Shapes kept at most; a search's shapes are a few hundred, so this only bounds odd input. */
const shapesKept = 2000;

/**
 * compiledOnce for a statement whose shape varies with a few small facts (how many words, which
 * filters): each shape is built and compiled once per dialect, then run by binding values. `shape`
 * says which shape (its JSON is the key); `build` gets it with the stand-ins of `values(shape)`.
 */
export function compiledPerShape<S, R>(
  values: (shape: S) => Record<string, Value>,
  build: (db: Kysely<Database>, stand: Record<string, Value>, shape: S) => Compilable<R>,
) {
  const made = new Map<string, Run<R>>();
  return (db: Kysely<Database>, shape: S, bound: Record<string, Value>): Promise<QueryResult<R>> => {
    const key = JSON.stringify(shape);
    let run = made.get(key);
    if (!run) {
      if (made.size >= shapesKept) made.clear();
      run = compiledOnce(values(shape), (kysely, stand) => build(kysely, stand, shape));
      made.set(key, run);
    }
    return run(db, bound);
  };
}

/** A raw statement as compiledOnce takes it. */
export const compilableRaw = <R>(db: Kysely<Database>, raw: RawBuilder<R>): Compilable<R> => ({
  compile: () => raw.compile(db),
});
