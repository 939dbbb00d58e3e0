import type { Kysely } from 'kysely';

/**
 * Portfolio specializations are stored by their full names ("Wedding Photography"), as the
 * portfolio form offers them, instead of the short names ("Wedding") stored until now. Rewrites
 * the specialty rows and the profiles' JSON lists. `search_text` is left as it is: its words
 * (wedding, marriage, …) are the same for the short and the full name.
 */

// Written out rather than taken from `specializations` in @tasbir/shared: a migration must not
// change when that list changes later.
const fullNames: [short: string, full: string][] = [
  ['Wedding', 'Wedding Photography'],
  ['Portrait', 'Portrait Photography'],
  ['Event', 'Event Photography'],
  ['Nature', 'Nature Photography'],
  ['Street', 'Street Photography'],
  ['Fashion', 'Fashion Photography'],
  ['Product', 'Product Photography'],
  ['Architecture', 'Architecture Photography'],
];

// The two tables as 0003 created them; migrations take Kysely<unknown> and name what they touch.
type Tables = {
  photographer_specialties: { user_id: string; specialty: string };
  photographer_profiles: { user_id: string; specializations: string };
};

/** The JSON list with every name renamed and each name kept once; null when nothing changes or it is not a list. */
function renamedList(text: string, renames: Map<string, string>): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const renamed = [
    ...new Set(value.map((item: unknown) => (typeof item === 'string' ? (renames.get(item) ?? item) : item))),
  ];
  const next = JSON.stringify(renamed);
  return next === text ? null : next;
}

/**
 * Renames specializations in both places. Each step finds only rows still holding an old name, so
 * running it again (SQLite runs migrations outside a transaction, so one can stop half-way) changes
 * nothing more.
 */
async function rename(db: Kysely<unknown>, pairs: [from: string, to: string][]): Promise<void> {
  const tables = db.withTables<Tables>();
  for (const [from, to] of pairs) {
    // (user_id, specialty) is the key: where a photographer already has the new name, the old row goes.
    await tables
      .deleteFrom('photographer_specialties')
      .where('specialty', '=', from)
      .where('user_id', 'in', (eb) =>
        eb.selectFrom('photographer_specialties').select('user_id').where('specialty', '=', to),
      )
      .execute();
    await tables.updateTable('photographer_specialties').set({ specialty: to }).where('specialty', '=', from).execute();
  }

  // JSON text: SQLite and PostgreSQL have no common way to edit it in SQL, so each list is rewritten
  // here. Only lists naming an old value are read; the app writes them with JSON.stringify, as here.
  const renames = new Map(pairs);
  const rows = await tables
    .selectFrom('photographer_profiles')
    .select(['user_id', 'specializations'])
    .where((eb) => eb.or(pairs.map(([from]) => eb('specializations', 'like', `%${JSON.stringify(from)}%`))))
    .execute();
  for (const row of rows) {
    const next = renamedList(row.specializations, renames);
    if (next !== null)
      await tables
        .updateTable('photographer_profiles')
        .set({ specializations: next })
        .where('user_id', '=', row.user_id)
        .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rename(db, fullNames);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rename(
    db,
    fullNames.map(([short, full]) => [full, short]),
  );
}
