import { adminDashboardSchema, photographerDashboardSchema, userDashboardSchema } from '@tasbir/shared';
import { noInput, restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { dashboardsRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ dashboards: typeof dashboardsRouter }>>();

export const dashboardsRestRoutes = [
  restRoute({ method: 'GET', path: '/user/dashboard', summary: "A regular user's dashboard: credits, gifts sent, plan, recent gifts, favourite photographers", auth: true, input: noInput, output: userDashboardSchema, call: (api) => api.dashboards.user() }),
  restRoute({ method: 'GET', path: '/photographer/dashboard', summary: "A photographer's dashboard: credits, rating, plan, content and engagement totals, recent content and gifts", auth: true, input: noInput, output: photographerDashboardSchema, call: (api) => api.dashboards.photographer() }),
  restRoute({ method: 'GET', path: '/admin/dashboard', summary: 'The admin panel summary: accounts, paid plans, money received, waiting requests, the platform gift share, user growth (admins)', auth: true, input: noInput, output: adminDashboardSchema, call: (api) => api.dashboards.admin() }),
];
