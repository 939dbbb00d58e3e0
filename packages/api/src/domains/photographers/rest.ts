import { directoryQuery, photographerIdInput } from '@tasbir/shared';
import { restRoute } from '../../rest/route.js';

/** Query strings carry the limit as text; the schema wants the number (a non-number is refused there). */
const numberOrUndefined = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));

/**
 * `GET /photographers` answers the spec's plain list; the next page's cursor, when there is one,
 * travels in the `X-Next-Cursor` header (pass it back as `?cursor=`).
 */
export const photographersRestRoutes = [
  restRoute({
    method: 'GET',
    path: '/photographers',
    cacheArea: 'directory',
    summary: 'The photographer directory: ?search, city, district, specialty, limit (≤ 50), cursor',
    input: directoryQuery,
    read: ({ query }) => ({ ...query, limit: numberOrUndefined(query.limit) }),
    call: (api, input) => api.photographers.list(input),
    reply: (page) => ({ body: page.photographers, ...(page.next_cursor ? { headers: { 'x-next-cursor': page.next_cursor } } : {}) }),
  }),
  restRoute({
    method: 'GET',
    path: '/photographers/:id',
    cacheArea: 'directory',
    summary: "One photographer's directory card",
    input: photographerIdInput,
    read: ({ params }) => ({ photographer_id: params.id }),
    call: (api, input) => api.photographers.byId(input),
  }),
];
