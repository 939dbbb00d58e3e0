import { KeptJsonMemo, type Kept } from '../../cache/keptJson.js';

/** A feed page's row as keys: enough to order and page it, and to tell which version of each item it needs. */
export type FeedKey = { id: string; trending_score: number; photographer_username: string };

/**
 * Items kept per process: about 1 KB each with their JSON in both forms, so 20,000 take about 20 MB
 * and hold every page a visitor reaches by scrolling (the newest and the trending thousands).
 */
const itemsKept = 20_000;

const formOf = (liked: boolean) => (liked ? 1 : 0);

/**
 * Photos and reels with their JSON, kept by (id, version) (docs/decisions/023-kept-card-json.md).
 * An item changes only by its counters once posted (likes, views, comments, shares: nothing else
 * is ever updated) and shows its photographer's name, so those are its version, read with the
 * page's keys. Each item has two forms, liked by the viewer or not; one is made from the other.
 */
export class KeptFeedItems<K extends FeedKey, R extends K, I extends { liked_by_me: boolean }> {
  private readonly memo = new KeptJsonMemo<I>(itemsKept);

  constructor(
    private readonly options: {
      byIds: (ids: readonly string[]) => Promise<R[]>;
      versionOf: (key: K) => string;
      toItem: (row: R, likedByMe: boolean) => I;
    },
  ) {}

  /** The items of `keys` in their order, in the form `liked` says; one deleted since the keys were read is left out. */
  async of(keys: readonly K[], liked: ReadonlySet<string>): Promise<Kept<I>[]> {
    const { versionOf, byIds, toItem } = this.options;
    const items = keys.map((key) => this.kept(key.id, versionOf(key), liked.has(key.id)));
    const missing = keys.filter((_, index) => items[index] === undefined).map((key) => key.id);
    if (missing.length === 0) return items.filter((item) => item !== undefined);
    const read = new Map(
      (await byIds(missing)).map((row) => {
        const likedByMe = liked.has(row.id);
        return [row.id, this.memo.keep(row.id, versionOf(row), toItem(row, likedByMe), formOf(likedByMe))];
      }),
    );
    return keys.flatMap((key, index) => {
      const item = items[index] ?? read.get(key.id);
      return item ? [item] : [];
    });
  }

  /** The kept form, or one made from the other form of the same version (only `liked_by_me` differs). */
  private kept(id: string, version: string, liked: boolean): Kept<I> | undefined {
    const form = formOf(liked);
    const found = this.memo.get(id, version, form);
    if (found) return found;
    const other = this.memo.get(id, version, 1 - form);
    return other && this.memo.keep(id, version, { ...other.value, liked_by_me: liked }, form);
  }
}
