import { photographerIdInput, ratingsSchema, reviewInput, reviewSchema, reviewsResponseSchema } from '@tasbir/shared';
import { restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { reviewsRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ reviews: typeof reviewsRouter }>>();

/** The review and rating paths (docs/product.md#reviews). */
export const reviewsRestRoutes = [
  restRoute({
    method: 'POST',
    path: '/reviews',
    summary: 'Review a photographer (regular users; a second review replaces the first)',
    auth: true,
    input: reviewInput,
    output: reviewSchema,
    call: (api, input) => api.reviews.create(input),
  }),
  restRoute({
    method: 'GET',
    path: '/reviews/:id',
    cacheArea: 'directory',
    summary: "A photographer's reviews, newest first",
    input: photographerIdInput,
    output: reviewsResponseSchema,
    read: ({ params }) => ({ photographer_id: params.id }),
    call: (api, input) => api.reviews.byPhotographer(input),
  }),
  restRoute({
    method: 'GET',
    path: '/ratings/:id',
    cacheArea: 'directory',
    summary: "A photographer's ratings, newest first",
    input: photographerIdInput,
    output: ratingsSchema,
    read: ({ params }) => ({ photographer_id: params.id }),
    call: (api, input) => api.reviews.ratings(input),
  }),
];
