import fc from 'fast-check';
import { request } from 'node:http';
import {
  deepJsonText,
  fieldNames,
  inputText,
  jsonText,
  nastyStrings,
  type Shape,
} from './hardening.fuzz.arbitraries.js';
import {
  bodyFor,
  extraHeaders,
  pathParam,
  percentEncode,
  queryString,
  type Body,
} from './hardening.fuzz.requestParts.js';

/**
 * Whole malformed requests for the schema fuzz: a REST row's path with odd parameters, query
 * strings and bodies of every content type; a tRPC procedure's GET `input=`, JSON POST, batch and
 * the encodings tRPC's own handler takes. The caller's token and address are added when sent.
 * The parts they are made of (URLs, headers, bodies) are in hardening.fuzz.requestParts.ts.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';
export type Sent = { method: Method; url: string; headers: Record<string, string>; payload?: string | Buffer };

/** How a failing request is printed: long strings cut, so a counterexample stays readable. */
const short = (text: string) =>
  text.length > 300 ? `${JSON.stringify(text.slice(0, 300))}… (${text.length} characters)` : JSON.stringify(text);
export function describeSent(sent: Sent): string {
  const payload =
    sent.payload === undefined
      ? ''
      : ` payload=${typeof sent.payload === 'string' ? short(sent.payload) : `<${sent.payload.length} bytes: ${short(sent.payload.toString('latin1'))}>`}`;
  return `${sent.method} ${short(sent.url)} headers=${JSON.stringify(sent.headers)}${payload}`;
}
const printable = (sent: Sent): Sent => Object.assign(sent, { [fc.toStringMethod]: () => describeSent(sent) });

/** Sends a request over a real socket to the listening app, as it is (no URL normalisation). */
export function sendOverSocket(base: string, sent: Sent): Promise<{ statusCode: number; body: string }> {
  return new Promise((resolve, reject) => {
    const length = sent.payload === undefined ? {} : { 'content-length': String(Buffer.byteLength(sent.payload)) };
    const outgoing = request(
      `${base}${sent.url}`,
      { method: sent.method, headers: { ...sent.headers, ...length }, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ statusCode: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(sent.payload);
  });
}

const withBody = (headers: Record<string, string>, body: Body): Pick<Sent, 'headers' | 'payload'> => ({
  headers: body.contentType === undefined ? headers : { ...headers, 'content-type': body.contentType },
  ...(body.payload === undefined ? {} : { payload: body.payload }),
});

/** A REST row's malformed requests: odd path parameters, query strings, bodies and headers, now and then another method. */
export function restRequests(
  row: { method: Method; path: string },
  shape: Shape,
  ids: readonly string[],
): fc.Arbitrary<Sent> {
  const params = row.path.match(/:\w+/g) ?? [];
  const method = fc.oneof(
    { weight: 20, arbitrary: fc.constant(row.method) },
    { weight: 1, arbitrary: fc.constantFrom<Method>('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS') },
  );
  return fc
    .tuple(
      method,
      fc.tuple(...params.map(() => pathParam(ids))),
      queryString(fieldNames(shape), ids),
      bodyFor(shape, ids),
      extraHeaders,
    )
    .map(([verb, values, query, body, headers]) => {
      let index = 0;
      const path = row.path.replace(/:\w+/g, () => values[index++] ?? '');
      // Bodies mostly go with methods that carry one; a GET with a body is tried too.
      const sendsBody =
        verb !== 'GET' && verb !== 'HEAD'
          ? true
          : body.contentType === 'application/json' && typeof body.payload === 'string' && body.payload.length < 40;
      return printable({
        method: verb,
        url: `/api${path}${query}`,
        ...(sendsBody ? withBody(headers, body) : { headers }),
      });
    });
}

/** A batch's `input`: an object keyed by call index, or something that is not one. */
const batchInput = (one: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.tuple(one, one).map(([first, second]) => `{"0":${first},"1":${second}}`) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        jsonText,
        fc.constantFrom('[1,2]', '"0"', 'null', '{"0":1,"0":2}', '{"-1":1,"9999999999":2}'),
      ),
    },
  );

/**
 * A procedure's malformed requests, as tRPC's links send them and as they do not: a GET with
 * `input=`, a JSON POST, a batch with a second call (itself, or another procedure), the wrong
 * method, other content types and the streaming accept header (both handled by tRPC's own handler).
 */
export function trpcRequests(
  path: string,
  type: 'query' | 'mutation',
  shape: Shape,
  others: readonly string[],
  ids: readonly string[],
): fc.Arbitrary<Sent> {
  const input = inputText(shape, type === 'query' ? 'inUrl' : 'inBody', ids);
  const urlInput = inputText(shape, 'inUrl', ids);
  const encodedPath = fc.oneof(
    { weight: 12, arbitrary: fc.constant(path) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(`${path}.x`, `${path}%00`, `${path}%ZZ`, `${path}/`, percentEncode(`${path}\ud800`)),
    },
  );
  const second = fc.oneof(
    fc.constant(path),
    fc.constantFrom(...others),
    fc.constantFrom('nope', '', '..', '__proto__'),
  );
  // The streaming accept headers send the request to tRPC's own (slower) handler: a few of them do.
  const accept = fc.oneof(
    { weight: 12, arbitrary: fc.constant<Record<string, string>>({}) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Record<string, string>>(
        { 'trpc-accept': 'application/jsonl' },
        { accept: 'application/jsonl' },
        { 'trpc-accept': 'x' },
      ),
    },
  );
  const headers = fc.tuple(extraHeaders, accept);
  const sent = (method: Method, url: string, extra: Record<string, string>, body?: Body) =>
    printable({ method, url, ...(body ? withBody(extra, body) : { headers: extra }) });
  const base = (p: string) => `/trpc/${p}`;
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(encodedPath, input, headers)
        .map(([p, text, [extra, accept]]) =>
          type === 'query'
            ? sent('GET', `${base(p)}?input=${percentEncode(text)}`, { ...extra, ...accept })
            : sent('POST', base(p), { ...extra, ...accept }, { contentType: 'application/json', payload: text }),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(encodedPath, headers)
        .map(([p, [extra]]) =>
          type === 'query'
            ? sent('GET', base(p), extra)
            : sent('POST', base(p), extra, { contentType: 'application/json' }),
        ),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(second, batchInput(input), headers)
        .map(([other, text, [extra, accept]]) =>
          type === 'query'
            ? sent('GET', `${base(`${path},${other}`)}?batch=1&input=${percentEncode(text)}`, { ...extra, ...accept })
            : sent(
                'POST',
                `${base(`${path},${other}`)}?batch=1`,
                { ...extra, ...accept },
                { contentType: 'application/json', payload: text },
              ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(urlInput, fc.constantFrom('input', 'batch', 'connectionParams'))
        .map(([text, name]) =>
          sent(
            type === 'query' ? 'GET' : 'POST',
            `${base(path)}?input=${percentEncode(text)}&input=1&${name}=1&batch=0`,
            {},
            type === 'mutation' ? { contentType: 'application/json', payload: text } : undefined,
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: urlInput.map((text) =>
        type === 'query'
          ? sent('POST', base(path), {}, { contentType: 'application/json', payload: text })
          : sent('GET', `${base(path)}?input=${percentEncode(text)}`, {}),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom<Method>('POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'), bodyFor(shape, ids))
        .map(([method, body]) => sent(method, base(path), {}, body)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(deepJsonText.inBody, fc.constantFrom(...nastyStrings.filter((text) => text.length < 100)))
        .map(([deep, text]) =>
          sent(
            type === 'query' ? 'GET' : 'POST',
            `${base(path)}?input=${percentEncode(text)}`,
            {},
            type === 'mutation' ? { contentType: 'application/json', payload: deep } : undefined,
          ),
        ),
    },
  );
}
