import { directoryItemSchema, directoryQuery, pageSchema } from '@tasbir/shared';
import { restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { photographersRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ photographers: typeof photographersRouter }>>();

/** Query strings carry the limit as text; the schema wants the number (a non-number is refused there). */
const numberOrUndefined = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : Number(value);

/**
 * `GET /photographers` answers a plain list; the next page's cursor, when there is one,
 * travels in the `X-Next-Cursor` header (pass it back as `?cursor=`).
 */
export const photographersRestRoutes = [
  restRoute({
    method: 'GET',
    path: '/photographers',
    cacheArea: 'directory',
    summary:
      'The photographer directory: ?search, city, district, specialty, free_on (YYYY-MM-DD), limit (≤ 50), cursor',
    input: directoryQuery,
    output: pageSchema(directoryItemSchema),
    paged: true,
    read: ({ query }) => ({ ...query, limit: numberOrUndefined(query.limit) }),
    call: async (api, input) => {
      // tRPC names the directory's items `photographers`; a REST page is items and a cursor like every list.
      const { photographers, next_cursor } = await api.photographers.list(input);
      return { items: photographers, next_cursor };
    },
  }),
];
