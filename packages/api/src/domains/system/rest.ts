import { noInput, restRoute } from '../../rest/route.js';

export const systemRestRoutes = [
  restRoute({ method: 'GET', path: '/health', summary: 'Liveness and database reachability', cacheForVisitors: false, input: noInput, call: (api) => api.system.health() }),
];
