import { z } from 'zod';
import { bodyWithIdempotencyKey } from '../idempotency.js';
import type { ProcedureMeta, RestMeta } from '../trpc/trpc.js';
import { noInput, restRow, type RestRequest, type RestRoute } from './route.js';

type Procedure = { meta: ProcedureMeta; inputs: unknown[] };

/** The rows written out by hand, by the dotted path of the procedure they call (`photos.create`). */
export type HandWrittenRows<TCaller> = Readonly<Record<string, readonly RestRoute<TCaller>[]>>;

function procedureOf(value: unknown): Procedure | undefined {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null || !('_def' in value))
    return undefined;
  const definition: unknown = value._def;
  if (typeof definition !== 'object' || definition === null || !('procedure' in definition)) return undefined;
  const meta: ProcedureMeta =
    'meta' in definition && typeof definition.meta === 'object' && definition.meta !== null ? definition.meta : {};
  return { meta, inputs: 'inputs' in definition && Array.isArray(definition.inputs) ? definition.inputs : [] };
}

const bodyObject = (body: unknown) => (typeof body === 'object' && body !== null ? body : {});

/** What a row hands its procedure: the path's names over the query (a GET, or `queryInput`) or over the JSON body. */
function readerOf(rest: RestMeta): (request: RestRequest) => unknown {
  const names = [...rest.path.matchAll(/:(\w+)/g)].map(([, name]) => name ?? '');
  const fromPath = ({ params }: RestRequest) =>
    Object.fromEntries(names.map((name) => [rest.pathFields?.[name] ?? name, params[name]]));
  if (rest.method === 'GET' || rest.queryInput) return (request) => ({ ...request.query, ...fromPath(request) });
  if (rest.idempotencyKey) return bodyWithIdempotencyKey;
  if (rest.queryOverBody) return (request) => ({ ...bodyObject(request.body), ...request.query, ...fromPath(request) });
  // A body alone reaches the parser as it came: one that is not an object is refused as such.
  if (names.length === 0) return (request) => request.body ?? {};
  return (request) => ({ ...bodyObject(request.body), ...fromPath(request) });
}

/** The caller's procedure at a dotted path, as `api.photos.byId` reaches it. */
async function callAt(caller: unknown, path: string, input: unknown): Promise<unknown> {
  const procedure = path
    .split('.')
    .reduce<unknown>((at, key) => (at === undefined || at === null ? undefined : Reflect.get(Object(at), key)), caller);
  if (typeof procedure !== 'function') throw new Error(`no procedure at ${path}`);
  return Reflect.apply(procedure, undefined, [input]);
}

function pageOf(result: unknown): { items: unknown[]; next_cursor: string | null } {
  if (typeof result === 'object' && result !== null && 'items' in result && 'next_cursor' in result) {
    const { items, next_cursor: cursor } = result;
    if (Array.isArray(items) && (typeof cursor === 'string' || cursor === null)) return { items, next_cursor: cursor };
  }
  throw new Error('a paged procedure answered no page');
}

function derivedRow<TCaller>(path: string, { meta, inputs }: Procedure, rest: RestMeta): RestRoute<TCaller> {
  const [input = noInput, ...more] = inputs;
  if (more.length > 0 || !(input instanceof z.ZodType)) throw new Error(`${path}: a REST row takes one zod input`);
  const { method, path: restPath, summary, status, form, queryInput } = rest;
  const spec = {
    method,
    path: restPath,
    summary,
    status,
    form,
    queryInput,
    auth: meta.signedIn === true,
    input,
    cacheArea: meta.cacheArea,
    read: readerOf(rest),
  };
  const call = (api: TCaller, parsed: unknown) => callAt(api, path, parsed);
  if (rest.paged)
    return restRow<TCaller>({
      ...spec,
      paged: true,
      output: rest.output,
      call: async (api, parsed) => pageOf(await call(api, parsed)),
    });
  return restRow<TCaller>({ ...spec, output: rest.output, call });
}

/**
 * The REST table of a router: walking it in order, each procedure's hand-written rows, then the row
 * its `rest` meta describes. A hand-written row naming no procedure is a mistake, refused here.
 */
export function restRowsOf<TCaller>(record: object, handWritten: HandWrittenRows<TCaller>): RestRoute<TCaller>[] {
  const unplaced = new Set(Object.keys(handWritten));
  const walk = (node: object, prefix: string): RestRoute<TCaller>[] =>
    Object.entries(node).flatMap(([key, value]: [string, unknown]) => {
      const path = `${prefix}${key}`;
      const procedure = procedureOf(value);
      if (!procedure) return typeof value === 'object' && value !== null ? walk(value, `${path}.`) : [];
      unplaced.delete(path);
      const rest = procedure.meta.rest;
      return [...(handWritten[path] ?? []), ...(rest ? [derivedRow<TCaller>(path, procedure, rest)] : [])];
    });
  const rows = walk(record, '');
  if (unplaced.size > 0) throw new Error(`hand-written REST rows for no procedure: ${[...unplaced].join(', ')}`);
  return rows;
}
