import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import type { RestRoute } from './route.js';
import { errorRef, responseSchemas, type JsonSchema } from './openapiSchemas.js';

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });

const nextCursorHeader = {
  'X-Next-Cursor': {
    description: "The next page's cursor, to pass back as `?cursor=`; absent on the last page",
    schema: { type: 'string' },
  },
};

/**
 * The one schema zod cannot write out is an upload's staged file (`z.instanceof(StagedFile)`, made by
 * the adapter from a multipart part): over the wire it is the file itself.
 */
function describeStagedFile(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }): void {
  if (ctx.zodSchema._zod.def.type === 'custom') Object.assign(ctx.jsonSchema, { type: 'string', format: 'binary' });
}

/** What a row answers: its success with the output's schema, the other statuses it declares, and refusals. */
function responses<TCaller>(route: RestRoute<TCaller>, schemaOf: (body: z.ZodType) => JsonSchema) {
  const success = {
    description: STATUS_CODES[route.status] ?? 'Success',
    ...(route.paged ? { headers: nextCursorHeader } : {}),
    ...json(schemaOf(route.output)),
  };
  const others = Object.entries(route.alsoAnswers).map(([status, body]) => [
    status,
    { description: STATUS_CODES[status] ?? status, ...json(schemaOf(body)) },
  ]);
  const refused = {
    description: "Refused: the sentence (`detail`), its code, and the code's `params` when it has params",
    ...json(errorRef),
  };
  return { [String(route.status)]: success, ...Object.fromEntries(others), '4XX': refused };
}

/** The OpenAPI 3.1 document of the REST adapter, generated from its table. */
export function openApiDocument<TCaller>(routes: readonly RestRoute<TCaller>[]) {
  const { components, schemaOf } = responseSchemas(
    routes.flatMap((route) => [route.output, ...Object.values(route.alsoAnswers)]),
  );
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const pathNames = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name ?? '');
    const schema = z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any', override: describeStagedFile });
    const fields = Object.keys(schema.properties ?? {}).filter((name) => !pathNames.includes(name));
    const fromQuery = route.method === 'GET' || route.queryInput;
    const required = new Set(schema.required ?? []);
    const inQuery = fromQuery
      ? fields.map((name) => ({
          name,
          in: 'query',
          required: route.queryInput && required.has(name),
          schema: { type: 'string' },
        }))
      : [];
    const parameters = [
      ...pathNames.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...inQuery,
    ];
    const takesBody = !fromQuery && fields.length > 0;
    const formContent = route.form || route.upload ? { 'multipart/form-data': { schema } } : {};
    const body = takesBody
      ? { requestBody: { required: true, content: { 'application/json': { schema }, ...formContent } } }
      : {};
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      ...(route.auth ? { security: [{ bearer: [] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...body,
      responses: responses(route, schemaOf),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tasbir API',
      version: '1.0.0',
      description:
        "The REST adapter over the tRPC procedures. Errors answer `{detail, code}` (and `params` for codes that take them): the sentence (Nepali for `Accept-Language: ne`) and its stable code. Lists answer a bare array; the next page's cursor is in the `X-Next-Cursor` header.",
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: components,
    },
  };
}
