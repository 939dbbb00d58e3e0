import { sql, type Kysely } from 'kysely';

/**
 * Gift totals per photographer and day, and per leaderboard window, so a board reads one row per
 * photographer instead of summing every gift of a year (1,000,000 gifts took seconds and held
 * SQLite's only thread). Filled from the gifts already sent.
 */

// Written out rather than imported: a migration must not change when other code does.
const windowDays = { weekly: 7, monthly: 30, yearly: 365 } as const;
const dayMs = 24 * 60 * 60 * 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_daily_totals')
    .ifNotExists()
    .addColumn('recipient_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('gift_value', 'integer', (c) => c.notNull())
    .addColumn('gift_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('gift_daily_totals_pk', ['recipient_id', 'day'])
    .execute();
  await db.schema
    .createTable('gift_period_totals')
    .ifNotExists()
    .addColumn('recipient_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('gift_value', 'integer', (c) => c.notNull())
    .addColumn('gift_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('gift_period_totals_pk', ['recipient_id', 'period'])
    .execute();
  await db.schema
    .createIndex('gift_period_totals_board')
    .ifNotExists()
    .on('gift_period_totals')
    .columns(['period', 'gift_value', 'gift_count'])
    .execute();

  await sql`insert into gift_daily_totals (recipient_id, day, gift_value, gift_count)
    select recipient_id, substr(created_at, 1, 10), sum(gift_value), count(*) from gift_transactions
    where recipient_id is not null group by recipient_id, substr(created_at, 1, 10)
    on conflict (recipient_id, day) do nothing`.execute(db);
  const now = Date.now();
  for (const [period, days] of Object.entries(windowDays)) {
    const since = new Date(now - (days - 1) * dayMs).toISOString().slice(0, 10);
    await sql`insert into gift_period_totals (recipient_id, period, gift_value, gift_count)
      select recipient_id, ${period}, sum(gift_value), sum(gift_count) from gift_daily_totals where day >= ${since} group by recipient_id
      on conflict (recipient_id, period) do nothing`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gift_period_totals').ifExists().execute();
  await db.schema.dropTable('gift_daily_totals').ifExists().execute();
}
