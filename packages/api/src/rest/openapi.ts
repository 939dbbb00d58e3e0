import { z } from 'zod';
import type { RestRoute } from './route.js';

/** The OpenAPI 3.1 document of the REST adapter, generated from its table. */
export function openApiDocument<TCaller>(routes: readonly RestRoute<TCaller>[]) {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const pathNames = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name ?? '');
    const schema = z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' });
    const fields = Object.keys(schema.properties ?? {}).filter((name) => !pathNames.includes(name));
    const inQuery = route.method === 'GET' ? fields.map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })) : [];
    const parameters = [...pathNames.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })), ...inQuery];
    const takesBody = route.method !== 'GET' && fields.length > 0;
    const formContent = route.form || route.upload ? { 'multipart/form-data': { schema } } : {};
    const body = takesBody ? { requestBody: { required: true, content: { 'application/json': { schema }, ...formContent } } } : {};
    const errorResponse = { description: 'Refused', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      ...(route.auth ? { security: [{ bearer: [] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...body,
      responses: { [String(route.status)]: { description: 'Success' }, '4XX': errorResponse },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Tasbir API', version: '1.0.0', description: 'The REST adapter over the tRPC procedures. Errors answer `{detail, code}`: the sentence (Nepali for `Accept-Language: ne`) and its stable code.' },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: { type: 'object', properties: { detail: { type: 'string' }, code: { type: 'string' } }, required: ['detail', 'code'] } },
    },
  };
}
