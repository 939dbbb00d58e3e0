import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { firstAnswersElementId, firstQueriesOf, type FirstQuery } from '@tasbir/shared';
import { trpc } from '../trpc.js';

/** The query's key as the page's own hook builds it (a list's first page under its infinite key). */
function keyOf(query: FirstQuery) {
  const type = query.infinite ? 'infinite' : 'query';
  switch (query.path) {
    case 'photos.list':
      return getQueryKey(trpc.photos.list, query.input, type);
    case 'reels.list':
      return getQueryKey(trpc.reels.list, query.input, type);
    case 'photographers.list':
      return getQueryKey(trpc.photographers.list, query.input, type);
    case 'leaderboard.list':
      return getQueryKey(trpc.leaderboard.list, query.input, type);
  }
}

/** What the server wrote for each first query: its path, and the answer's data. */
function answersIn(text: string): Array<{ path: unknown; data: unknown }> {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is { path: unknown; data: unknown } => typeof entry === 'object' && entry !== null)
      : [];
  } catch {
    return [];
  }
}

/**
 * Takes the answers the server wrote into the page (the lists this address asks first, answered
 * for a visitor) as those queries' data, so the first screen draws without a round trip. The
 * queries and their inputs are the page's own (shared `firstQueriesOf`); only the data comes from
 * the page, each entry under the path it was answered for. Someone signed in asks for their own
 * answers (their likes), so theirs are left to the network. The element is removed either way.
 */
/** Where the answers are read from: the page's document. */
type AnswersSource = { getElementById(id: string): { textContent: string | null; remove(): void } | null };

export function seedFirstAnswers(
  queryClient: QueryClient,
  pathname: string,
  signedIn: boolean,
  doc: AnswersSource = document,
) {
  const element = doc.getElementById(firstAnswersElementId);
  if (!element) return;
  element.remove();
  if (signedIn) return;
  const answers = answersIn(element.textContent ?? '');
  firstQueriesOf(pathname).forEach((query, index) => {
    const answer = answers[index];
    if (answer?.path !== query.path || answer.data === undefined) return;
    queryClient.setQueryData(keyOf(query), query.infinite ? { pages: [answer.data], pageParams: [null] } : answer.data);
  });
}
