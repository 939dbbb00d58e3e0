import { photographerIdInput, reviewInput } from '@tasbir/shared';
import { restRoute } from '../../rest/route.js';

/** The review and rating paths (docs/product.md#reviews). */
export const reviewsRestRoutes = [
  restRoute({
    method: 'POST',
    path: '/reviews',
    summary: 'Review a photographer (regular users; a second review replaces the first)',
    auth: true,
    input: reviewInput,
    call: (api, input) => api.reviews.create(input),
  }),
  restRoute({
    method: 'GET',
    path: '/reviews/:id',
    cacheArea: 'directory',
    summary: "A photographer's reviews, newest first",
    input: photographerIdInput,
    read: ({ params }) => ({ photographer_id: params.id }),
    call: (api, input) => api.reviews.byPhotographer(input),
  }),
  restRoute({
    method: 'GET',
    path: '/ratings/:id',
    cacheArea: 'directory',
    summary: "A photographer's ratings, newest first",
    input: photographerIdInput,
    read: ({ params }) => ({ photographer_id: params.id }),
    call: (api, input) => api.reviews.ratings(input),
  }),
];
