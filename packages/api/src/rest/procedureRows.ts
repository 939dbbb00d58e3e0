import { z } from 'zod';
import { bodyWithIdempotencyKey } from '../idempotency.js';
import type { ProcedureMeta } from '../trpc/trpc.js';
import type { RestMeta, RestUploadMeta } from './restMeta.js';
import { noInput, pageReply, type RestRequest, type RestRoute, type UploadSpec } from './route.js';
import { bodyBytesFor } from './uploads/bodyBytes.js';
import { formNumbers } from './uploads/formNumbers.js';

type Procedure = { meta: ProcedureMeta; inputs: unknown[] };

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
const pathNamesOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map(([, name]) => name ?? '');

/** What a row hands its procedure: the path's names over the query (a GET, or `queryInput`) or over the JSON body. */
function readerOf(rest: RestMeta): (request: RestRequest) => unknown {
  const names = pathNamesOf(rest.path);
  const fromPath = ({ params }: RestRequest) => ({
    ...Object.fromEntries(names.map((name) => [rest.pathFields?.[name] ?? name, params[name]])),
    ...rest.presetInput,
  });
  if (rest.method === 'GET' || rest.queryInput) return (request) => ({ ...request.query, ...fromPath(request) });
  if (rest.idempotencyKey) return bodyWithIdempotencyKey;
  // A multipart form's number fields are read from their digits before the path and query join them.
  const bodyOf = rest.formNumbers ? formNumbers(...rest.formNumbers) : (request: RestRequest) => request.body;
  if (rest.queryOverBody)
    return (request) => ({ ...bodyObject(bodyOf(request)), ...request.query, ...fromPath(request) });
  // A body alone reaches the parser as it came: one that is not an object is refused as such.
  if (names.length === 0 && !rest.presetInput) return (request) => bodyOf(request) ?? {};
  return (request) => ({ ...bodyObject(bodyOf(request)), ...fromPath(request) });
}

/** The caller's procedure at a dotted path, as `api.photos.byId` reaches it. */
async function callAt(caller: unknown, path: string, input: unknown): Promise<unknown> {
  const procedure = path
    .split('.')
    .reduce<unknown>((at, key) => (at === undefined || at === null ? undefined : Reflect.get(Object(at), key)), caller);
  if (typeof procedure !== 'function') throw new Error(`no procedure at ${path}`);
  return Reflect.apply(procedure, undefined, [input]);
}

function pageOf(result: unknown, itemsField: string): { items: unknown[]; next_cursor: string | null } {
  if (typeof result === 'object' && result !== null && itemsField in result && 'next_cursor' in result) {
    const items: unknown = Reflect.get(result, itemsField);
    const cursor = result.next_cursor;
    if (Array.isArray(items) && (typeof cursor === 'string' || cursor === null)) return { items, next_cursor: cursor };
  }
  throw new Error('a paged procedure answered no page');
}

const fileAllowance = z.object({ max_file_bytes: z.number(), max_file_mb: z.number() });

/** An upload row admits its caller through the allowance procedure (a refusal answers before the body is read). */
function uploadSpecOf<TCaller>(upload: RestUploadMeta): UploadSpec<TCaller> {
  return {
    fileField: upload.fileField,
    maxBodyBytes: bodyBytesFor(upload.largestFileBytes),
    admit: async (api) => {
      const allowance = fileAllowance.parse(await callAt(api, upload.allowance, upload.allowanceInput));
      return {
        maxFileBytes: allowance.max_file_bytes,
        maxBodyBytes: bodyBytesFor(allowance.max_file_bytes),
        tooLarge: { code: upload.tooLarge, params: { mb: allowance.max_file_mb } },
      };
    },
  };
}

/** The input as documented: the fields a preset path says are not the client's to send. */
function documentedInput(input: z.ZodType, rest: RestMeta): z.ZodType {
  if (!rest.presetInput || !(input instanceof z.ZodObject)) return input;
  const preset = rest.presetInput;
  return z.object(Object.fromEntries(Object.entries(input.shape).filter(([field]) => !(field in preset))));
}

function derivedRow<TCaller>(path: string, { meta, inputs }: Procedure, rest: RestMeta): RestRoute<TCaller> {
  const [input = noInput, ...more] = inputs;
  if (more.length > 0 || !(input instanceof z.ZodType)) throw new Error(`${path}: a REST row takes one zod input`);
  const read = readerOf(rest);
  const call = (api: TCaller, request: RestRequest) => callAt(api, path, input.parse(read(request)));
  const { statusOf } = rest;
  const handle: RestRoute<TCaller>['handle'] = rest.paged
    ? async (api, request) => pageReply(pageOf(await call(api, request), rest.itemsField ?? 'items'))
    : async (api, request) => {
        const body = await call(api, request);
        return { body, status: statusOf?.(body) };
      };
  return {
    method: rest.method,
    path: rest.path,
    summary: rest.summary,
    auth: meta.signedIn === true,
    input: documentedInput(input, rest),
    status: rest.status ?? 200,
    output: rest.paged ? rest.output.shape.items : rest.output,
    paged: rest.paged ?? false,
    alsoAnswers: rest.alsoAnswers ?? {},
    form: rest.form ?? false,
    queryInput: rest.queryInput ?? false,
    upload: rest.upload && uploadSpecOf<TCaller>(rest.upload),
    cacheArea: rest.method === 'GET' && meta.signedIn !== true ? meta.cacheArea : undefined,
    handle,
  };
}

/**
 * The REST table of a router: walking it in order, the rows each procedure's `rest` meta describes.
 * An upload naming an allowance the router does not have is a mistake, refused here.
 */
export function restRowsOf<TCaller>(record: object): RestRoute<TCaller>[] {
  const procedures = new Set<string>();
  const allowances: string[] = [];
  const walk = (node: object, prefix: string): RestRoute<TCaller>[] =>
    Object.entries(node).flatMap(([key, value]: [string, unknown]) => {
      const path = `${prefix}${key}`;
      const procedure = procedureOf(value);
      if (!procedure) return typeof value === 'object' && value !== null ? walk(value, `${path}.`) : [];
      procedures.add(path);
      const metas = [procedure.meta.rest ?? []].flat();
      allowances.push(...metas.flatMap((rest) => (rest.upload ? [rest.upload.allowance] : [])));
      return metas.map((rest) => derivedRow<TCaller>(path, procedure, rest));
    });
  const rows = walk(record, '');
  const unknown = allowances.filter((allowance) => !procedures.has(allowance));
  if (unknown.length > 0) throw new Error(`upload allowances the router does not have: ${unknown.join(', ')}`);
  return rows;
}
