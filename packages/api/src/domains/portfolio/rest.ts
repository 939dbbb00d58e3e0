import { photographerIdInput, portfolioInput, portfolioSchema } from '@tasbir/shared';
import { noInput, restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { portfolioRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ portfolio: typeof portfolioRouter }>>();

/** The portfolio paths (docs/product.md#portfolios). */
export const portfolioRestRoutes = [
  restRoute({ method: 'GET', path: '/portfolio', summary: "The signed-in photographer's portfolio", auth: true, input: noInput, output: portfolioSchema, call: (api) => api.portfolio.mine() }),
  restRoute({
    method: 'POST',
    path: '/portfolio',
    summary: "Save the signed-in photographer's portfolio (choices from the product's lists)",
    auth: true,
    input: portfolioInput,
    output: portfolioSchema,
    call: (api, input) => api.portfolio.save(input),
  }),
  restRoute({
    method: 'GET',
    path: '/portfolio/:id',
    cacheArea: 'directory',
    summary: "A photographer's portfolio",
    input: photographerIdInput,
    output: portfolioSchema,
    read: ({ params }) => ({ photographer_id: params.id }),
    call: (api, input) => api.portfolio.byPhotographer(input),
  }),
];
