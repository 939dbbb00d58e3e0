import { matchQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useEffect } from 'react';
import { trpc } from '../../trpc.js';

/**
 * Makes the admin panel's tab counts (dashboards.admin) stale each time a list they count arrives
 * fresh from the server, whatever fetched it: a tab opening, an action, a live event. Returns the
 * function that stops following.
 */
export function countsFollowLists(queryClient: QueryClient): () => void {
  const counts = getQueryKey(trpc.dashboards.admin);
  const countedLists = [
    getQueryKey(trpc.subscription.requests),
    getQueryKey(trpc.credits.adminRequests),
    getQueryKey(trpc.bookings.adminList),
    getQueryKey(trpc.reports.adminList),
  ];
  return queryClient.getQueryCache().subscribe((event) => {
    // A page's own edit of a cached list (setQueryData) says nothing new about the server.
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (countedLists.some((queryKey) => matchQuery({ queryKey }, event.query)))
      void queryClient.invalidateQueries({ queryKey: counts });
  });
}

/** Keeps the tab counts with the lists while the admin panel is open: never "Subscriptions (4)" over "Pending approval (5)". */
export function useCountsFollowLists(): void {
  const queryClient = useQueryClient();
  useEffect(() => countsFollowLists(queryClient), [queryClient]);
}
