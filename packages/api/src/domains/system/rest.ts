import { healthSchema } from '@tasbir/shared';
import { noInput, restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { systemRouter } from './router.js';

export type SystemCaller = CallerOf<{ system: typeof systemRouter }>;
const restRoute = restRoutesFor<SystemCaller>();

export const systemRestRoutes = [
  restRoute({
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database reachability: 200 when the database answers, 503 when it does not',
    input: noInput,
    output: healthSchema,
    alsoAnswers: { 503: healthSchema },
    call: (api) => api.system.health(),
    reply: (health) => ({ body: health, status: health.status === 'ok' ? 200 : 503 }),
  }),
];
