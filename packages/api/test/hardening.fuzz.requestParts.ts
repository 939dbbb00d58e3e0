import fc from 'fast-check';
import { fieldNames, inputText, jsonText, nastyKeys, nastyString, type Shape } from './hardening.fuzz.arbitraries.js';

/**
 * The parts of a malformed request for the schema fuzz (hardening.fuzz.requests.ts puts them
 * together): URL components, path parameters and query strings, the headers a route may read, and
 * bodies of every content type, multipart included.
 */

/** Percent-encodes every code unit, a lone surrogate as the (invalid) UTF-8 bytes of its value. */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate somewhere: encode unit by unit below.
  }
  let encoded = '';
  for (const char of text) {
    try {
      encoded += encodeURIComponent(char);
    } catch {
      const unit = char.charCodeAt(0);
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
  }
  return encoded;
}

/** A URL component: properly encoded, or with a broken escape, or a few bytes that are not UTF-8. */
const urlPart = (text: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 6, arbitrary: text.map(percentEncode) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(text, fc.constantFrom('%', '%e', '%zz', '%E0%A4', '%C0%AF', '%FF%FE', '%00', '%ED%A0%80', '%25%32%65'))
        .map(([value, broken]) => `${percentEncode(value)}${broken}`),
    },
  );

/** Some of `ids` (rows that exist) now and then, when there are some. */
const orKnown = (arbitrary: fc.Arbitrary<string>, ids: readonly string[]) =>
  ids.length > 0 ? fc.oneof({ weight: 4, arbitrary }, { weight: 1, arbitrary: fc.constantFrom(...ids) }) : arbitrary;

/** A path parameter: whatever text, a segment that looks like an id but is not one, or an id that exists. */
export const pathParam = (ids: readonly string[]) =>
  orKnown(
    fc.oneof(
      urlPart(nastyString),
      fc.constantFrom(
        '1',
        '0',
        '-1',
        '9'.repeat(40),
        'null',
        'undefined',
        '%2F',
        '%2e%2e',
        'a'.repeat(6000),
        '01ARZ3NDEKTSV4RRFFQ69G5FAV',
        '00000000-0000-0000-0000-000000000000',
      ),
    ),
    ids,
  );

/** A query string with the call's own names and others, repeated names (arrays) and stray separators. */
export function queryString(names: readonly string[], ids: readonly string[]): fc.Arbitrary<string> {
  const queryValue = orKnown(
    fc.oneof(
      nastyString,
      fc.constantFrom('NaN', 'Infinity', '-0', '1e309', '100001', '0', '-5', '2.5', '9007199254740993'),
    ),
    ids,
  );
  const name = fc.oneof(
    { weight: names.length > 0 ? 4 : 0, arbitrary: fc.constantFrom(...(names.length > 0 ? names : ['x'])) },
    { weight: 1, arbitrary: fc.constantFrom(...nastyKeys) },
    { weight: 1, arbitrary: nastyString },
  );
  const pair = fc
    .tuple(
      urlPart(name),
      fc.oneof({ weight: 6, arbitrary: urlPart(queryValue) }, { weight: 1, arbitrary: fc.constant('') }),
    )
    .map(([key, value]) => `${key}=${value}`);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.array(pair, { maxLength: 6 }).map((pairs) => (pairs.length > 0 ? `?${pairs.join('&')}` : '')),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '?',
        '?&&',
        '?=',
        '?=&=',
        '?a',
        '?a[b]=1&a[c]=2',
        '?__proto__[admin]=1',
        '?constructor[prototype][admin]=1',
        `?x=${'y'.repeat(12_000)}`,
      ),
    },
  );
}

const headerText = (text: string) => /^[\x20-\x7e]{0,2000}$/.test(text);
const headerValue = fc.oneof(
  nastyString.filter(headerText),
  fc.constantFrom(
    'en',
    'ne',
    'ne-NP,ne;q=0.9,en;q=0.8',
    '*',
    'ne;q=abc',
    'en;q=NaN,ne;q=1e309',
    ';;;',
    ','.repeat(500),
  ),
);
/** Headers a route may read besides the token: language, idempotency key, request id, ranges, a foreign Authorization. */
export const extraHeaders = fc.record(
  {
    'accept-language': headerValue,
    'idempotency-key': headerValue,
    'x-request-id': headerValue,
    range: fc.oneof(
      headerValue,
      fc.constantFrom(
        'bytes=0-0',
        'bytes=-1',
        'bytes=5-1',
        'bytes=0-99999999999999999999',
        'bytes=0-1,2-3,4-5',
        'bytes=--1',
        'items=0-1',
      ),
    ),
    'if-none-match': headerValue,
    'if-range': headerValue,
    'x-forwarded-for': headerValue,
  },
  { requiredKeys: [] },
);

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;',
  'application/jsonx',
  'application/vnd.api+json',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/mixed; boundary=x',
  'image/jpeg',
  '*/*',
  '',
] as const;

/** A multipart/form-data body: fields and a file with odd names, types and bytes, sometimes cut short or mis-bounded. */
function multipartBody(names: readonly string[]): fc.Arbitrary<{ contentType: string; payload: Buffer }> {
  const name = fc.oneof(fc.constantFrom(...(names.length > 0 ? names : ['file'])), nastyString);
  const field = fc
    .tuple(name, nastyString)
    .map(([fieldName, value]) => `Content-Disposition: form-data; name="${fieldName}"\r\n\r\n${value}`);
  const fileBytes = fc.oneof(
    fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)),
    fc.constantFrom(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
      Buffer.from('%PDF-1.4\n/JS (app.alert(1))'),
      Buffer.alloc(0),
    ),
  );
  const file = fc
    .tuple(
      name,
      nastyString,
      fc.constantFrom('image/jpeg', 'image/png', 'application/pdf', 'text/html', 'image/svg+xml', ''),
      fileBytes,
    )
    .map(([fieldName, filename, type, bytes]) =>
      Buffer.concat([
        Buffer.from(
          `Content-Disposition: form-data; name="${fieldName}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
      ]),
    );
  const parts = fc.array(
    fc.oneof(
      field.map((text) => Buffer.from(text)),
      file,
    ),
    { maxLength: 5 },
  );
  return fc
    .tuple(parts, fc.constantFrom('whole', 'cut', 'no end', 'other boundary', 'lf only'))
    .map(([chunks, ending]) => {
      const boundary = 'fuzzBoundary42';
      const newline = ending === 'lf only' ? '\n' : '\r\n';
      const body = Buffer.concat([
        ...chunks.flatMap((chunk) => [Buffer.from(`--${boundary}${newline}`), chunk, Buffer.from(newline)]),
        Buffer.from(ending === 'no end' ? '' : `--${boundary}--${newline}`),
      ]);
      const payload = ending === 'cut' ? body.subarray(0, Math.floor(body.length / 2)) : body;
      return {
        contentType: `multipart/form-data; boundary=${ending === 'other boundary' ? 'another' : boundary}`,
        payload,
      };
    });
}

export type Body = { contentType?: string; payload?: string | Buffer };
/** A request body of a call taking this shape: JSON after its schema, none, empty, raw bytes, another content type, or a form. */
export function bodyFor(shape: Shape, ids: readonly string[]): fc.Arbitrary<Body> {
  const names = fieldNames(shape);
  return fc.oneof(
    {
      weight: 10,
      arbitrary: inputText(shape, 'inBody', ids).map((payload): Body => ({ contentType: 'application/json', payload })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        {},
        { contentType: 'application/json', payload: '' },
        { contentType: 'application/json' },
        { payload: '{"a":1}' },
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 300 })
        .map((bytes): Body => ({ contentType: 'application/json', payload: Buffer.from(bytes) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...contentTypes), fc.oneof(inputText(shape), jsonText))
        .map(([contentType, payload]): Body => ({ contentType, payload })),
    },
    { weight: 3, arbitrary: multipartBody(names) },
  );
}
