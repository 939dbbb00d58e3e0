// The list requests exactly as the web app sends them (packages/web/src), their REST counterparts,
// and signing in as a fan.
import { fanEmail, fanPassword } from './data.js';

/**
 * A query as tRPC's `httpBatchLink` sends it, alone in its batch:
 * `GET /trpc/<path>?batch=1&input=<urlencoded JSON {"0": input}>`.
 */
export const batchedQuery = (path, input) =>
  `/trpc/${path}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;

/** `useInfiniteQuery`'s first page: the input plus `direction` (no `cursor`: the first page param is null). */
export const firstPage = (input) => ({ ...input, direction: 'forward' });

/**
 * The four list pages the web app opens, each as the browser sends it over tRPC and as the REST
 * API serves the same page. The inputs are the web app's own (directoryInput(noFilters) in
 * directoryQuery.ts, galleryPageSize in PhotosPage.tsx, featuredPhotoCount in FeaturedPhotos.tsx,
 * reelsPageSize in ReelsPage.tsx).
 */
export const webPages = [
  {
    page: 'directory',
    procedure: 'photographers.list',
    input: firstPage({ limit: 20 }),
    rest: '/api/photographers?limit=20',
  },
  { page: 'gallery', procedure: 'photos.list', input: firstPage({ limit: 24 }), rest: '/api/photos?limit=12' },
  {
    page: 'home trending photos',
    procedure: 'photos.list',
    input: { limit: 12, trending: true },
    rest: '/api/photos?limit=12&trending=true',
  },
  { page: 'reels feed', procedure: 'reels.list', input: firstPage({ limit: 10 }), rest: '/api/reels?limit=10' },
].map((page) => ({ ...page, trpc: batchedQuery(page.procedure, page.input) }));

export const webPage = (name) => webPages.find((page) => page.page === name);

/** The secret bench/serve.js signs access tokens with, so a bench can issue a fan's token itself. */
export const benchJwtSecret = 'bench-secret-that-is-long-enough-for-hs256-000000';

/** The request headers of a signed-in browser. */
export const bearer = (token) => ({ authorization: `Bearer ${token}` });

/** A fan's access token, through `POST /api/login` as the web app signs in. */
export async function signIn(base, fanIndex) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: fanEmail(fanIndex), password: fanPassword }),
  });
  if (!response.ok)
    throw new Error(`sign-in as ${fanEmail(fanIndex)} answered ${response.status}: ${await response.text()}`);
  const { access_token: token } = await response.json();
  return token;
}
