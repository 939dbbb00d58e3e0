import { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { firstPageInputs } from '@tasbir/shared';
import { describe, expect, it } from 'vitest';
import { trpc } from '../trpc.js';
import { seedFirstAnswers } from './firstAnswers.js';

/** A page whose first-answers element holds `text`; `removed` tells whether the app took it out. */
function pageWith(text: string | null) {
  const state = { removed: false };
  const element = { textContent: text, remove: () => void (state.removed = true) };
  return { state, doc: { getElementById: (id: string) => (id === 'first-answers' && text !== null ? element : null) } };
}

const photosPage = { items: [{ id: 'p1' }], next_cursor: 'c1' };
const photosKey = getQueryKey(trpc.photos.list, firstPageInputs.photos, 'infinite');

describe('the answers the page came with', () => {
  it("become the photos gallery's first page, under the key its own query uses", () => {
    const client = new QueryClient();
    const { doc, state } = pageWith(JSON.stringify([{ path: 'photos.list', data: photosPage }]));
    seedFirstAnswers(client, '/photos', false, doc);
    expect(client.getQueryData(photosKey)).toEqual({ pages: [photosPage], pageParams: [null] });
    expect(state.removed).toBe(true);
  });

  it("become home's three lists as whole answers, in order", () => {
    const client = new QueryClient();
    const lists = [
      { path: 'photos.list', data: { items: ['photo'], next_cursor: null } },
      { path: 'reels.list', data: { items: ['reel'], next_cursor: null } },
      { path: 'photographers.list', data: { items: ['photographer'], next_cursor: null } },
    ];
    seedFirstAnswers(client, '/', false, pageWith(JSON.stringify(lists)).doc);
    expect(client.getQueryData(getQueryKey(trpc.photos.list, firstPageInputs.featuredPhotos, 'query'))).toEqual(
      lists[0]?.data,
    );
    expect(client.getQueryData(getQueryKey(trpc.reels.list, firstPageInputs.trendingReels, 'query'))).toEqual(
      lists[1]?.data,
    );
    expect(
      client.getQueryData(getQueryKey(trpc.photographers.list, firstPageInputs.featuredPhotographers, 'query')),
    ).toEqual(lists[2]?.data);
  });

  it('are left to the network for someone signed in, whose lists carry their own likes', () => {
    const client = new QueryClient();
    const { doc, state } = pageWith(JSON.stringify([{ path: 'photos.list', data: photosPage }]));
    seedFirstAnswers(client, '/photos', true, doc);
    expect(client.getQueryData(photosKey)).toBeUndefined();
    expect(state.removed).toBe(true);
  });

  it('are taken only where the path and the query agree, and never from text that is not JSON', () => {
    for (const text of [
      JSON.stringify([{ path: 'reels.list', data: photosPage }]),
      JSON.stringify([{ path: 'photos.list' }]),
      JSON.stringify({ path: 'photos.list', data: photosPage }),
      '[{"path":',
    ]) {
      const client = new QueryClient();
      seedFirstAnswers(client, '/photos', false, pageWith(text).doc);
      expect(client.getQueryData(photosKey)).toBeUndefined();
    }
  });

  it('change nothing on a page that came without them', () => {
    const client = new QueryClient();
    seedFirstAnswers(client, '/photos', false, pageWith(null).doc);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
