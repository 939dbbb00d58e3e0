import { describe, expect, it, vi } from 'vitest';
import { HourlyRecount, recountEveryMs } from './hourlyRecount.js';

/** A refresh whose runs end when the test says so. */
function controlledRefresh() {
  const runs: { finish: (changed: boolean) => void; fail: (error: Error) => void }[] = [];
  const refresh = () => new Promise<boolean>((resolve, reject) => runs.push({ finish: resolve, fail: reject }));
  return { runs, refresh };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the hourly recount', () => {
  it('starts in the background when due, one run at a time, and says when the scores changed', async () => {
    const { runs, refresh } = controlledRefresh();
    const hooks = { refreshed: vi.fn(), failed: vi.fn() };
    const trending = new HourlyRecount(refresh, hooks);
    trending.startIfDue(new Date(recountEveryMs));
    trending.startIfDue(new Date(recountEveryMs + 1));
    expect(runs).toHaveLength(1);
    runs[0]?.finish(true);
    await settle();
    expect(hooks.refreshed).toHaveBeenCalledOnce();

    trending.startIfDue(new Date(2 * recountEveryMs - 1));
    expect(runs).toHaveLength(1);
    trending.startIfDue(new Date(2 * recountEveryMs));
    expect(runs).toHaveLength(2);
  });

  it('keeps cached reads when a run finds every total already right', async () => {
    const { runs, refresh } = controlledRefresh();
    const hooks = { refreshed: vi.fn(), failed: vi.fn() };
    const trending = new HourlyRecount(refresh, hooks);
    trending.startIfDue(new Date(recountEveryMs));
    runs[0]?.finish(false);
    await settle();
    expect(hooks.refreshed).not.toHaveBeenCalled();
    trending.startIfDue(new Date(recountEveryMs + 1));
    expect(runs).toHaveLength(1);
  });

  it('reports a failed run and tries again on the next read', async () => {
    const { runs, refresh } = controlledRefresh();
    const hooks = { refreshed: vi.fn(), failed: vi.fn() };
    const trending = new HourlyRecount(refresh, hooks);
    trending.startIfDue(new Date(recountEveryMs));
    runs[0]?.fail(new Error('disk full'));
    await settle();
    expect(hooks.failed).toHaveBeenCalledWith(new Error('disk full'));
    expect(hooks.refreshed).not.toHaveBeenCalled();
    trending.startIfDue(new Date(recountEveryMs + 1));
    expect(runs).toHaveLength(2);
  });
});
