import { noInput, restRoute } from '../../rest/route.js';

export const systemRestRoutes = [
  restRoute({
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database reachability: 200 when the database answers, 503 when it does not',
    input: noInput,
    call: (api) => api.system.health(),
    reply: (health) => ({ body: health, status: health.status === 'ok' ? 200 : 503 }),
  }),
];
