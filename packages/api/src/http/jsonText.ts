const carriedText = Symbol('jsonText');

/**
 * Lets a value carry its own JSON text, made from pieces its maker keeps (a page of items whose JSON
 * it remembers), so the tRPC path need not serialize it again for every caller. The text must be
 * exactly `JSON.stringify(value)`; the symbol key is invisible to JSON.stringify and to callers.
 */
export function withJsonText<T extends object>(value: T, text: string): T {
  Object.defineProperty(value, carriedText, { value: text, enumerable: false });
  return value;
}

/** The JSON text a value carries, if it carries one. */
export function carriedJsonText(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const text: unknown = Reflect.get(value, carriedText);
  return typeof text === 'string' ? text : undefined;
}
