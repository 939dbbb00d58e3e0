import { compiledOnce, type Db } from '@tasbir/db';
import { suggestLimits } from '@tasbir/shared';

/** The highest code point: `prefix + this` bounds every key that starts with the prefix. */
const afterEveryLetter = '\u{10ffff}';

/**
 * Listed photographers (role photographer, not suspended) whose folded username starts with a
 * prefix, in key order: a range of `search_documents_name`, compiled once because it runs at
 * every keystroke. Key order puts the exact name first and needs no sort beyond the index.
 */
const byNamePrefix = compiledOnce({ from: '', to: '' }, (db, { from, to }) =>
  db
    .selectFrom('search_documents as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['u.id', 'u.username', 'u.city'])
    .where('d.name_key', '>=', from)
    .where('d.name_key', '<', to)
    .where('u.role', '=', 'photographer')
    .where('u.suspended', '=', 0)
    .orderBy('d.name_key')
    .limit(suggestLimits.count),
);

export type NamedPhotographer = { id: string; username: string; city: string | null };

/** The one query of a suggestion: photographers by the start of their folded username. */
export class SuggestRepository {
  constructor(private readonly db: Db) {}

  async photographersNamed(prefix: string): Promise<NamedPhotographer[]> {
    if (!prefix) return [];
    return (await byNamePrefix(this.db, { from: prefix, to: prefix + afterEveryLetter })).rows;
  }
}
