import { photographerIdInput, portfolioInput } from '@tasbir/shared';
import { noInput, restRoute } from '../../rest/route.js';

/** The portfolio paths (docs/product.md#portfolios). */
export const portfolioRestRoutes = [
  restRoute({ method: 'GET', path: '/portfolio', summary: "The signed-in photographer's portfolio", auth: true, input: noInput, call: (api) => api.portfolio.mine() }),
  restRoute({
    method: 'POST',
    path: '/portfolio',
    summary: "Save the signed-in photographer's portfolio (choices from the spec's lists)",
    auth: true,
    input: portfolioInput,
    call: (api, input) => api.portfolio.save(input),
  }),
  restRoute({
    method: 'GET',
    path: '/portfolio/:id',
    cacheArea: 'directory',
    summary: "A photographer's portfolio",
    input: photographerIdInput,
    read: ({ params }) => ({ photographer_id: params.id }),
    call: (api, input) => api.portfolio.byPhotographer(input),
  }),
];
