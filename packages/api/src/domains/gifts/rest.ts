import { giftListSchema } from '@tasbir/shared';
import { noInput, restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { giftsRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ gifts: typeof giftsRouter }>>();

export const giftsRestRoutes = [
  restRoute({ method: 'GET', path: '/gifts/available', summary: 'The gift catalogue, smallest first: type, name, emoji, value in credits, description', input: noInput, output: giftListSchema, call: (api) => api.gifts.available() }),
];
