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

/** Accounts per statement and transaction when many are written at once (the start's fill). */
const accountsPerBatch = 300;
/** Rows per multi-row insert: 7 values each, well under either database's limit of parameters. */
const rowsPerInsert = 1000;

const chunked = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** What an account's search words are made of, read in one statement for many accounts. */
function accountsOf(trx: Executor) {
  return trx
    .selectFrom('users as u')
    .leftJoin('photographer_profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
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
    ]);
}
type Account = Awaited<ReturnType<ReturnType<typeof accountsOf>['executeTakeFirstOrThrow']>>;

/**
 * Writes an account's search words again from its row and portfolio (docs/decisions/018-search.md),
 * inside the caller's transaction: every write that changes a searched text calls this in its own
 * transaction, so a search never sees an old name, place, specialty or bio. Accounts of every role
 * are kept (a role change only moves `listed`, which the users trigger keeps).
 */
export async function writeSearchDocument(trx: Executor, userId: string): Promise<void> {
  const account = await accountsOf(trx).where('u.id', '=', userId).executeTakeFirst();
  if (account) await writeSearchDocuments(trx, [account]);
}

/** The search words of `accounts` written again, a few statements for them all. */
async function writeSearchDocuments(trx: Executor, accounts: readonly Account[]): Promise<void> {
  const postings = accounts.flatMap((account) => {
    const listed = account.role === 'photographer' && account.suspended === 0 ? 1 : 0;
    return [...searchPostingsOf({ ...account, specialtyWords: account.search_text ?? '' })].map(([word, weight]) => ({
      word,
      user_id: account.id,
      weight,
      listed,
      rank_score: account.rank_score,
      verified: account.verified,
      last_active_at: account.last_active_at,
    }));
  });
  const ids = accounts.map((account) => account.id);
  await trx.deleteFrom('search_postings').where('user_id', 'in', ids).execute();
  for (const rows of chunked(postings, rowsPerInsert)) await trx.insertInto('search_postings').values(rows).execute();
  const words = [...new Set(postings.map((posting) => posting.word))];
  for (const some of chunked(words, rowsPerInsert)) await addToVocabulary(trx, some);
  await trx
    .insertInto('search_documents')
    .values(
      accounts.map((account) => ({
        user_id: account.id,
        fold_version: searchFoldVersion,
        name_key: nameKey(account.username),
      })),
    )
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        fold_version: eb.ref('excluded.fold_version'),
        name_key: eb.ref('excluded.name_key'),
      })),
    )
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
  for (const rows of chunked(variants, rowsPerInsert))
    await trx
      .insertInto('search_word_variants')
      .values(rows)
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
  // In id order from where the last batch ended: each batch reads only what follows.
  let after = '';
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const accounts = await accountsOf(trx)
        .leftJoin('search_documents as d', 'd.user_id', 'u.id')
        .where('u.id', '>', after)
        .orderBy('u.id')
        .limit(accountsPerBatch)
        .select(['d.fold_version'])
        .execute();
      const stale = accounts.filter((account) => account.fold_version !== searchFoldVersion);
      if (stale.length > 0) await writeSearchDocuments(trx, stale);
      return { last: accounts.at(-1)?.id, written: stale.length };
    });
    if (batch.last === undefined) return written;
    after = batch.last;
    written += batch.written;
  }
}
