import type { Generated, Selectable } from 'kysely';

/** Tables of migration 0006_gift_catalogue. */

/** A gift anyone may send, in credits (the catalogue lives in the database; seeded by its migration). */
export interface GiftsTable {
  type: string;
  name: string;
  emoji: string;
  value: number;
  description: string;
  /** Smallest first in the gift grid. */
  sort_order: number;
  /** 0: no longer offered; sent gifts keep their type. */
  active: Generated<number>;
}

export type GiftRow = Selectable<GiftsTable>;
