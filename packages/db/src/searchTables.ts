/** Tables of migration 0025_directory_search (docs/decisions/018-search.md). */

/** One row per account whose search words are stored, with the fold that made them. */
export interface SearchDocumentsTable {
  user_id: string;
  /** `searchFoldVersion` when the words were folded: an older one is folded again at start. */
  fold_version: number;
  /** The folded username with its words run together ("ram_studio" → "ramstudio"), for suggestions by prefix. */
  name_key: string;
}

/**
 * One row per folded word and account: the best field it appears in and, kept by a trigger on
 * users, whether the account is listed and its directory sort key, so a search reads its page in
 * order from one index.
 */
export interface SearchPostingsTable {
  word: string;
  user_id: string;
  /** Name 3, place 2, specialty 1, bio 0. */
  weight: number;
  /** 1 for a photographer who is not suspended. */
  listed: number;
  rank_score: number;
  verified: number;
  last_active_at: string;
}

/** Every folded word ever stored (the vocabulary that prefixes, substrings and typos are looked up in). */
export interface SearchWordsTable {
  word: string;
}

/** A word without one of its letters, and the word: two words one edit apart share a row's variant. */
export interface SearchWordVariantsTable {
  variant: string;
  word: string;
}

/** One row: moves in the transaction that adds a word to the vocabulary (what a process looked up stays good while it holds). */
export interface SearchVocabularyTable {
  version: number;
}
