import type { Kysely } from 'kysely';
import { indexNewWords, type Database, type Db } from '@tasbir/db';
import { oneLetterShorter, searchFoldVersion, typoMinLength } from '@tasbir/shared';
import { nameKey, searchPostingsOf } from './documents.js';

/** A database or a transaction on one. */
type Executor = Kysely<Database>;

/** Words at most this long are stored in the vocabulary; longer "words" (pasted links) are left out of typo lookups. */
const longestTypoWord = 40;

/** Variants are kept for words a typo of four letters or more could be meant as: three letters or more, not numbers. */
const takesTypos = (word: string) =>
  word.length >= typoMinLength - 1 && word.length <= longestTypoWord && !/^\p{N}+$/u.test(word);

/**
 * Writes an account's search words again from its row and portfolio (docs/decisions/018-search.md),
 * inside the caller's transaction: every write that changes a searched text calls this in its own
 * transaction, so a search never sees an old name, place, specialty or bio. Accounts of every role
 * are kept (a role change only moves `listed`, which the users trigger keeps).
 */
export async function writeSearchDocument(trx: Executor, userId: string): Promise<void> {
  const account = await trx
    .selectFrom('users as u')
    .leftJoin('photographer_profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.username',
      'u.bio',
      'u.city',
      'u.district',
      'u.location',
      'u.role',
      'u.suspended',
      'u.rank_score',
      'u.verified',
      'u.last_active_at',
      'p.search_text',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!account) return;
  const postings = searchPostingsOf({ ...account, specialtyWords: account.search_text ?? '' });
  const listed = account.role === 'photographer' && account.suspended === 0 ? 1 : 0;
  await trx.deleteFrom('search_postings').where('user_id', '=', userId).execute();
  if (postings.size > 0) {
    await trx
      .insertInto('search_postings')
      .values(
        [...postings].map(([word, weight]) => ({
          word,
          user_id: userId,
          weight,
          listed,
          rank_score: account.rank_score,
          verified: account.verified,
          last_active_at: account.last_active_at,
        })),
      )
      .execute();
    await addToVocabulary(trx, [...postings.keys()]);
  }
  const document = { fold_version: searchFoldVersion, name_key: nameKey(account.username) };
  await trx
    .insertInto('search_documents')
    .values({ user_id: userId, ...document })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(document))
    .execute();
}

/** Adds the words the vocabulary lacks, with their typo variants and trigram entries. */
async function addToVocabulary(trx: Executor, words: readonly string[]): Promise<void> {
  const added = (
    await trx
      .insertInto('search_words')
      .values(words.map((word) => ({ word })))
      .onConflict((oc) => oc.column('word').doNothing())
      .returning('word')
      .execute()
  ).map((row) => row.word);
  if (added.length === 0) return;
  const variants = added
    .filter(takesTypos)
    .flatMap((word) => oneLetterShorter(word).map((variant) => ({ variant, word })));
  if (variants.length > 0)
    await trx
      .insertInto('search_word_variants')
      .values(variants)
      .onConflict((oc) => oc.columns(['variant', 'word']).doNothing())
      .execute();
  await indexNewWords(trx, added);
}

/**
 * At start: the search words of accounts that have none, or were folded by an older fold (the
 * fold is code, so a migration cannot compute them). Returns how many were written.
 */
export async function fillSearchDocuments(db: Db): Promise<number> {
  let written = 0;
  for (;;) {
    const batch = await db
      .selectFrom('users as u')
      .leftJoin('search_documents as d', 'd.user_id', 'u.id')
      .select('u.id')
      .where((eb) => eb.or([eb('d.user_id', 'is', null), eb('d.fold_version', '<>', searchFoldVersion)]))
      .limit(500)
      .execute();
    if (batch.length === 0) return written;
    await db.transaction().execute(async (trx) => {
      for (const { id } of batch) await writeSearchDocument(trx, id);
    });
    written += batch.length;
  }
}
