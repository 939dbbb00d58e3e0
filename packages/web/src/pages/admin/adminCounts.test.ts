import { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trpc } from '../../trpc.js';
import { countsFollowLists } from './adminCounts.js';

const countsKey = getQueryKey(trpc.dashboards.admin, undefined, 'query');
const nothing = () => ({});

describe('the admin panel’s tab counts', () => {
  let queryClient: QueryClient;
  let stopFollowing: () => void;
  const countsStale = () => queryClient.getQueryState(countsKey)?.isInvalidated ?? false;

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(countsKey, { pending_subscriptions: 4 });
    stopFollowing = countsFollowLists(queryClient);
  });
  afterEach(() => {
    stopFollowing();
    queryClient.clear();
  });

  it('are fetched again when the plan requests arrive fresh', async () => {
    await queryClient.fetchQuery({
      queryKey: getQueryKey(trpc.subscription.requests, undefined, 'query'),
      queryFn: () => ({ requests: [] }),
    });
    expect(countsStale()).toBe(true);
  });

  it('are fetched again when credit requests, bookings or reports arrive fresh', async () => {
    const lists = [
      getQueryKey(trpc.credits.adminRequests, undefined, 'query'),
      getQueryKey(trpc.bookings.adminList, { status: 'pending' }, 'infinite'),
      getQueryKey(trpc.reports.adminList, { status: 'open' }, 'infinite'),
    ];
    for (const queryKey of lists) {
      queryClient.setQueryData(countsKey, { pending_subscriptions: 4 });
      await queryClient.fetchQuery({ queryKey, queryFn: nothing });
      expect(countsStale()).toBe(true);
    }
  });

  it('are left alone when another list arrives, or a page edits a counted list in its cache', async () => {
    await queryClient.fetchQuery({
      queryKey: getQueryKey(trpc.photos.list, { limit: 12 }, 'infinite'),
      queryFn: nothing,
    });
    queryClient.setQueryData(getQueryKey(trpc.subscription.requests, undefined, 'query'), { requests: [] });
    expect(countsStale()).toBe(false);
  });

  it('are no longer followed once the panel closes', async () => {
    stopFollowing();
    await queryClient.fetchQuery({
      queryKey: getQueryKey(trpc.credits.adminRequests, undefined, 'query'),
      queryFn: nothing,
    });
    expect(countsStale()).toBe(false);
  });
});
