import type { DirectoryItem } from '@tasbir/shared';
import { KeptJsonMemo, keptItemsText, type Kept } from '../../cache/keptJson.js';
import { withJsonText } from '../../http/jsonText.js';
import { subscriptionActive } from '../auth/userDto.js';
import { toDirectoryItem } from './directoryItem.js';
import type { CardKey, PhotographersRepository } from './repository.js';

/**
 * Cards kept per process: at about 1 KB each with their JSON, 20,000 hold the whole directory of
 * the bench's 10,000 photographers twice over, in about 20 MB.
 */
const cardsKept = 20_000;

/** A card's version as the memo knows it: the trigger-kept version, and whether its plan still runs. */
const versionOf = (key: Pick<CardKey, 'card_version' | 'subscription_plan' | 'subscription_expires_at'>, now: Date) =>
  `${key.card_version}${subscriptionActive(key, now) ? '+' : '-'}`;

/**
 * Directory cards with their JSON, kept by (id, version) (docs/decisions/023-kept-card-json.md): a
 * page reads keys, takes the cards kept at those versions and reads only the others, in one query.
 * Nothing here can be stale: a write to a card moves its version in the same transaction, and the
 * page's keys are read anew each time, whichever server wrote.
 */
export class DirectoryCards {
  private readonly memo = new KeptJsonMemo<DirectoryItem>(cardsKept);

  constructor(private readonly repository: Pick<PhotographersRepository, 'list'>) {}

  /** The cards of `keys` in their order; one listed no longer (suspended since the keys were read) is left out. */
  async of(keys: readonly Pick<CardKey, 'id' | 'card_version' | 'subscription_plan' | 'subscription_expires_at'>[]) {
    const now = new Date();
    const cards = keys.map((key) => this.memo.get(key.id, versionOf(key, now)));
    const missing = keys.filter((_, index) => cards[index] === undefined).map((key) => key.id);
    if (missing.length === 0) return cards.filter((card) => card !== undefined);
    const rows = await this.repository.list({ ids: missing, specialties: [], limit: missing.length });
    const read = new Map(
      rows.map((row) => [row.id, this.memo.keep(row.id, versionOf(row, now), toDirectoryItem(row, now))]),
    );
    return keys.flatMap((key, index) => {
      const card = cards[index] ?? read.get(key.id);
      return card ? [card] : [];
    });
  }
}

/** A page of kept cards, carrying its JSON (and its cards' array, the REST body, theirs). */
export function directoryPageOf(cards: readonly Kept<DirectoryItem>[], nextCursor: string | null) {
  const itemsText = keptItemsText(cards);
  const photographers = withJsonText(
    cards.map((card) => card.value),
    itemsText,
  );
  return withJsonText(
    { photographers, next_cursor: nextCursor },
    `{"photographers":${itemsText},"next_cursor":${JSON.stringify(nextCursor)}}`,
  );
}
