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

/**
 * Remembers each item's JSON per kept row, in the two forms a viewer may see (liked by them or not),
 * for as long as the row itself is kept (a list cache holds the rows).
 */
export class ItemJsonMemo<R extends object> {
  private readonly texts = new WeakMap<R, [string | undefined, string | undefined]>();

  textOf(row: R, likedByMe: boolean, item: unknown): string {
    let forms = this.texts.get(row);
    if (!forms) this.texts.set(row, (forms = [undefined, undefined]));
    const index = likedByMe ? 1 : 0;
    return (forms[index] ??= JSON.stringify(item));
  }
}
