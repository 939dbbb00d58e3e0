import fc from 'fast-check';
import { z } from 'zod';

/**
 * The malformed values the schema fuzz (hardening.fuzz.test.ts) sends: strings, numbers and JSON
 * texts a client could put anywhere, and JSON objects shaped after a call's zod input, so the
 * wrong value arrives in the field that reads it, with the right type often enough to get past
 * the schema and reach the service and the database.
 */

const tinyJpegBase64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////2wBDAf//////////////////////////////////////////////////////////////////////////////////////wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAACv/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AfwD/2Q==';

/** Strings that broke servers before: controls, lone surrogates, numbers in disguise, paths, markup, data URLs. */
export const nastyStrings: readonly string[] = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m\u007f',
  '\u0085\u2028\u2029',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '\udc00\ud800',
  '\ufffe\uffff',
  '\ufeffabc',
  '\u202egnp.exe',
  'e\u0301\u0301\u0301',
  '𝓽𝓮𝔁𝓽',
  'नमस्ते',
  'аdmin',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0',
  '-1',
  '1e309',
  '-1e309',
  '1e-400',
  '9007199254740993',
  '123456789012345678901234567890',
  '0x1F',
  '0b11',
  '1_000',
  ' 42 ',
  '4.2',
  '1e3',
  '00012',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '%',
  '%00',
  '%zz',
  '%E0%A4%A',
  '../../../etc/passwd',
  '..',
  '.',
  '/',
  '\\',
  '//',
  '?',
  '#',
  '&',
  '=',
  '+',
  '<script>alert(1)</script>',
  '<svg onload=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '\r\nSet-Cookie: a=b',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31T23:59:60Z',
  '2024-13-01',
  'now',
  'user@',
  '@example.com',
  'a@b',
  'A'.repeat(65),
  'x'.repeat(255),
  'data:',
  'data:,',
  'data:;base64,',
  'data:image/jpeg;base64,',
  'data:image/jpeg;base64,%%%%',
  'data:image/jpeg;base64,====',
  `data:image/jpeg;base64,${tinyJpegBase64}`,
  `data:image/jpeg;base64,${tinyJpegBase64.slice(0, 40)}`,
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'data:text/html,<script>1</script>',
  tinyJpegBase64,
  '%PDF-1.4',
  'AAAA',
  'A',
];

/**
 * Strings far longer than a field takes, up to past the body limit (1 MiB); sent one at a time, as
 * they are costly to build and send. In a URL, only what fits Node's 16 KiB request head: a longer
 * one is refused (431) by the HTTP parser, which app.inject does not go through.
 */
const asJson = (...texts: string[]) => fc.constantFrom(...texts.map((text) => JSON.stringify(text)));
const hugeJsonStrings = {
  inBody: asJson('x'.repeat(10_000), '😀'.repeat(40_000), '\u0000'.repeat(30_000), 'a'.repeat(1_100_000)),
  inUrl: asJson('x'.repeat(10_000), '😀'.repeat(1_000), '\u0000'.repeat(1_000)),
};

/** Any UTF-16 code units, lone surrogates and controls included (fast-check's own strings are well formed). */
const codeUnits = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 24 })
  .map((units) => String.fromCharCode(...units));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: codeUnits },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);

/** Numbers as JSON text: the edges of doubles and integers, and texts JSON reads as Infinity or -0. */
const numberText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-0',
    '1',
    '-1',
    '0.5',
    '1e309',
    '-1e309',
    '1e-400',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '123456789012345678901234567890',
    '1.7976931348623157e308',
    '5e-324',
    '100000',
    '50001',
    '1e2',
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
  fc.integer().map(String),
);

const scalarText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyString.map((text) => JSON.stringify(text)) },
  { weight: 3, arbitrary: numberText },
  { weight: 1, arbitrary: fc.constantFrom('true', 'false', 'null') },
);

/** Keys a server might trip on, besides the call's own. */
export const nastyKeys: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '',
  ' ',
  '\u0000',
  '\ud800',
  'a.b',
  'a[b]',
  '$where',
  'id',
  'user_id',
  'role',
  'credits',
  '0',
  '-1',
  'x'.repeat(300),
];
const keyText = (names: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...nastyKeys) },
    { weight: 1, arbitrary: nastyString },
    ...(names.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...names) }] : []),
  );

const objectText = (entries: [string, string][]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;

/** Any JSON value as text, with prototype-pollution keys kept as keys (a JS object would swallow `__proto__`). */
export const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', maxDepth: 4 }, scalarText, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }).map((items) => `[${items.join(',')}]`),
  object: fc.array(fc.tuple(keyText([]), tie('value')), { maxLength: 5 }).map(objectText),
})).value;

/** Nesting far deeper than a sane client sends: recursion in a parser or a sanitiser overflows the stack. */
const nested = (depths: number[]) =>
  fc.constantFrom(
    ...depths.flatMap((depth) => [
      `${'['.repeat(depth)}1${']'.repeat(depth)}`,
      `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    ]),
  );
export const deepJsonText = { inBody: nested([1_000, 10_000, 100_000]), inUrl: nested([500, 2_000]) };

/** JSON that is not: cut short, a stray byte, NaN, comments, single quotes, a byte order mark. */
export const brokenJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '[',
    '{"a":}',
    '{"a" 1}',
    '{,}',
    '[1,]',
    '{"a":1,}',
    "{'a':1}",
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"a":undefined}',
    '{"a":1}/*x*/',
    '\ufeff{"a":1}',
    '{"a":"\\x41"}',
    '{"a":"\\ud800"}',
    '{"a":"\u0000"}',
    '"unterminated',
    '01',
    '-',
    '1e',
    'tru',
    'nul',
    '{"a":1}{"b":2}',
    '\u0000',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
  ),
  fc.tuple(jsonText, fc.nat()).map(([text, cut]) => text.slice(0, text.length > 0 ? cut % text.length : 0)),
  fc
    .tuple(jsonText, fc.nat(), fc.constantFrom('"', '\\', '{', ']', ',', ':', '\u0000', '\ud800'))
    .map(([text, at, stray]) => {
      const index = text.length > 0 ? at % text.length : 0;
      return `${text.slice(0, index)}${stray}${text.slice(index)}`;
    }),
);

/** What a zod input schema expects, reduced to what a generator needs. */
export type Shape =
  | { kind: 'string' | 'number' | 'boolean' | 'unknown' }
  | { kind: 'choice'; values: readonly (string | number | boolean | null)[] }
  | { kind: 'object'; fields: Record<string, Shape> }
  | { kind: 'array'; of: Shape }
  | { kind: 'union'; options: Shape[] };

const isChoice = (value: unknown): value is string | number | boolean | null =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The shape of a zod schema, looking through optional, default, pipe and union wrappers. */
export function shapeOf(schema: z.core.$ZodType, depth = 0): Shape {
  if (depth > 8) return { kind: 'unknown' };
  const next = (inner: z.core.$ZodType) => shapeOf(inner, depth + 1);
  if (schema instanceof z.ZodObject)
    return {
      kind: 'object',
      fields: Object.fromEntries(
        Object.entries(schema.shape)
          .filter((entry): entry is [string, z.core.$ZodType] => entry[1] instanceof z.core.$ZodType)
          .map(([name, field]) => [name, next(field)]),
      ),
    };
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodReadonly
  )
    return next(schema.unwrap());
  if (schema instanceof z.ZodPipe) return schema.in instanceof z.ZodTransform ? next(schema.out) : next(schema.in);
  if (schema instanceof z.ZodUnion) return { kind: 'union', options: schema.options.map(next) };
  if (schema instanceof z.ZodIntersection) {
    const [left, right] = [next(schema.def.left), next(schema.def.right)];
    return left.kind === 'object' && right.kind === 'object'
      ? { kind: 'object', fields: { ...left.fields, ...right.fields } }
      : left;
  }
  if (schema instanceof z.ZodArray) return { kind: 'array', of: next(schema.element) };
  if (schema instanceof z.ZodEnum) return { kind: 'choice', values: schema.options };
  if (schema instanceof z.ZodLiteral) return { kind: 'choice', values: [...schema.values].filter(isChoice) };
  const type = schema._zod.def.type;
  if (type === 'string' || type === 'number' || type === 'boolean') return { kind: type };
  return { kind: 'unknown' };
}

/** The top-level field names of a shape (the keys a query string or a form may carry). */
export const fieldNames = (shape: Shape): string[] =>
  shape.kind === 'object'
    ? Object.keys(shape.fields)
    : shape.kind === 'union'
      ? [...new Set(shape.options.flatMap(fieldNames))]
      : [];

/** Names of fields that hold an id: they also get ids of rows that exist, so the call goes past its lookup. */
const isIdField = (name: string) => /(^|_)id$|Id$/.test(name);

/** A value for a field as JSON text: mostly of its own type at the edges, sometimes of whatever type. `ids` are real ids the field may take. */
export function valueText(shape: Shape, depth = 0, ids: readonly string[] = []): fc.Arbitrary<string> {
  const anything = depth > 2 ? scalarText : jsonText;
  const own = ownTypeText(shape, depth, ids);
  return own ? fc.oneof({ weight: 3, arbitrary: own }, { weight: 1, arbitrary: anything }) : anything;
}

function ownTypeText(shape: Shape, depth: number, ids: readonly string[]): fc.Arbitrary<string> | undefined {
  switch (shape.kind) {
    case 'string':
      return ids.length > 0
        ? fc
            .oneof({ weight: 2, arbitrary: nastyString }, { weight: 1, arbitrary: fc.constantFrom(...ids) })
            .map((text) => JSON.stringify(text))
        : nastyString.map((text) => JSON.stringify(text));
    case 'number':
      return numberText;
    case 'boolean':
      return fc.constantFrom('true', 'false', '0', '1', '"true"');
    case 'choice':
      return shape.values.length > 0
        ? fc.oneof(
            fc.constantFrom(...shape.values).map((value) => JSON.stringify(value)),
            nastyString.map((text) => JSON.stringify(text)),
          )
        : undefined;
    case 'array':
      return fc.array(valueText(shape.of, depth + 1, ids), { maxLength: 6 }).map((items) => `[${items.join(',')}]`);
    case 'union':
      return shape.options.length > 0
        ? fc.oneof(...shape.options.map((option) => valueText(option, depth + 1, ids)))
        : undefined;
    case 'object':
      return objectFor(shape, depth, ids);
    case 'unknown':
      return undefined;
  }
}

/** An object of the shape's fields (some left out), each with a malformed value, and extra keys beside them. */
function objectFor(
  shape: { kind: 'object'; fields: Record<string, Shape> },
  depth: number,
  ids: readonly string[],
): fc.Arbitrary<string> {
  const fields = Object.entries(shape.fields).map(([name, field]) =>
    fc
      .option(valueText(field, depth + 1, isIdField(name) ? ids : []), { freq: 4 })
      .map((value): [string, string][] => (value === null ? [] : [[name, value]])),
  );
  const extras = fc.array(fc.tuple(keyText(Object.keys(shape.fields)), depth > 1 ? scalarText : jsonText), {
    maxLength: 3,
  });
  return fc.tuple(fc.tuple(...fields), extras).map(([present, extra]) => objectText([...present.flat(), ...extra]));
}

/** Where a text travels: a body, or a URL (the tRPC `input=` of a GET), which must fit the request head. */
export type Carrier = 'inBody' | 'inUrl';

/** The call's object with one field (or an extra one) holding a huge string. */
function withHugeField(shape: Shape, carrier: Carrier): fc.Arbitrary<string> {
  const names = fieldNames(shape);
  return fc
    .tuple(fc.constantFrom(...(names.length > 0 ? names : ['x'])), hugeJsonStrings[carrier])
    .map(([name, text]) => objectText([[name, text]]));
}

/** A call's input as JSON text: shaped after its schema, or JSON of another shape, broken JSON, nesting too deep, or a huge field. */
export function inputText(
  shape: Shape,
  carrier: Carrier = 'inBody',
  ids: readonly string[] = [],
): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 16, arbitrary: valueText(shape, 0, ids) },
    { weight: 3, arbitrary: jsonText },
    { weight: 3, arbitrary: brokenJsonText },
    { weight: 1, arbitrary: deepJsonText[carrier] },
    { weight: 1, arbitrary: withHugeField(shape, carrier) },
  );
}
