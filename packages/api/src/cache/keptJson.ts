/** A value with its JSON text, made once. */
export type Kept<T> = { readonly value: T; readonly text: string };

type Entry<T> = { version: string; forms: (Kept<T> | undefined)[] };

/**
 * Items kept per process by id and version, each with its JSON text (docs/decisions/023-kept-card-json.md):
 * an uncached list reads ids and versions, takes what is kept at that version and reads the rest.
 * A version is whatever changes with what the item shows (a card's trigger-kept version, a photo's
 * counters); an item may have a few forms (liked by the viewer or not). The oldest entry makes room
 * when `capacity` is reached, so memory stays bounded whatever the table's size.
 */
export class KeptJsonMemo<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly capacity: number) {}

  /** The item `id` at `version` in `form`, if it is kept. */
  get(id: string, version: string, form = 0): Kept<T> | undefined {
    const entry = this.entries.get(id);
    return entry?.version === version ? entry.forms[form] : undefined;
  }

  /** Keeps `value` as the item `id` at `version` in `form` (an older version's forms go), and gives it back with its text. */
  keep(id: string, version: string, value: T, form = 0): Kept<T> {
    const kept = { value, text: JSON.stringify(value) };
    const entry = this.entries.get(id);
    if (entry?.version === version) {
      entry.forms[form] = kept;
      return kept;
    }
    if (entry) this.entries.delete(id);
    else if (this.entries.size >= this.capacity) this.dropOldest();
    const forms: (Kept<T> | undefined)[] = [];
    forms[form] = kept;
    this.entries.set(id, { version, forms });
    return kept;
  }

  get size(): number {
    return this.entries.size;
  }

  private dropOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}

/** A list's items from their kept texts: the JSON of the array, carried by the array itself (http/jsonText.ts). */
export function keptItemsText<T>(items: readonly Kept<T>[]): string {
  return `[${items.map((item) => item.text).join(',')}]`;
}
