import { describe, expect, it } from 'vitest';
import type { UserRow } from '@tasbir/db';
import type { UsersChangedListener } from '../../live/eventBus.js';
import { ViewerRows } from './viewerRows.js';

/** A bus that hears changes (or not, `hearing`) and lets the test tell of one. */
function fakeBus(hearing = true) {
  const listeners = new Set<UsersChangedListener>();
  return {
    onUsersChanged: (listener: UsersChangedListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hearsUsersChanges: () => hearing,
    tell: (accountId: string | undefined) => {
      for (const listener of listeners) listener(accountId);
    },
  };
}

/** Rows by id as the database holds them, and how many times each was read. */
function fakeTable(rows: Record<string, Partial<UserRow>>) {
  const reads: string[] = [];
  const load = (id: string) => {
    reads.push(id);
    const row = rows[id];
    return Promise.resolve(row && ({ id, token_version: 0, suspended: 0, ...row } as UserRow));
  };
  return { rows, reads, load };
}

describe('viewer rows', () => {
  it("reads an account's row once per token version while changes are heard", async () => {
    const viewers = new ViewerRows(fakeBus());
    const table = fakeTable({ a: { bio: 'first' } });
    expect((await viewers.read('a', 0, table.load))?.bio).toBe('first');
    expect((await viewers.read('a', 0, table.load))?.bio).toBe('first');
    expect(table.reads).toEqual(['a']);
    // A token of another version (a newer session after a reset) reads the row again.
    table.rows.a = { bio: 'second', token_version: 1 };
    expect((await viewers.read('a', 1, table.load))?.token_version).toBe(1);
    expect(table.reads).toEqual(['a', 'a']);
  });

  it('drops a row when the bus tells of its change, and every row when it may have missed some', async () => {
    const bus = fakeBus();
    const viewers = new ViewerRows(bus);
    const table = fakeTable({ a: { bio: 'old' }, b: { bio: 'b' } });
    await viewers.read('a', 0, table.load);
    await viewers.read('b', 0, table.load);
    table.rows.a = { bio: 'new' };
    bus.tell('a');
    expect((await viewers.read('a', 0, table.load))?.bio).toBe('new');
    await viewers.read('b', 0, table.load);
    expect(table.reads).toEqual(['a', 'b', 'a']);
    bus.tell(undefined);
    await viewers.read('b', 0, table.load);
    expect(table.reads).toEqual(['a', 'b', 'a', 'b']);
  });

  it('keeps nothing while changes are not heard (SQLite, or the bus reconnecting)', async () => {
    const viewers = new ViewerRows(fakeBus(false));
    const table = fakeTable({ a: {} });
    await viewers.read('a', 0, table.load);
    await viewers.read('a', 0, table.load);
    expect(table.reads).toEqual(['a', 'a']);
  });

  it('keeps nothing it read while a change was told: the row read may be the older one', async () => {
    const bus = fakeBus();
    const viewers = new ViewerRows(bus);
    const table = fakeTable({ a: { bio: 'old' } });
    await viewers.read('a', 0, (id) => {
      bus.tell('a');
      return table.load(id);
    });
    await viewers.read('a', 0, table.load);
    expect(table.reads).toEqual(['a', 'a']);
  });

  it('answers a copy, so no caller changes what the next request reads', async () => {
    const viewers = new ViewerRows(fakeBus());
    const table = fakeTable({ a: { bio: 'kept' } });
    const first = await viewers.read('a', 0, table.load);
    if (first) first.bio = 'changed by a caller';
    expect((await viewers.read('a', 0, table.load))?.bio).toBe('kept');
  });
});
