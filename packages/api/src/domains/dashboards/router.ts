import type { TRPCRouterRecord } from '@trpc/server';
import { adminDashboardSchema, photographerDashboardSchema, userDashboardSchema } from '@tasbir/shared';
import { roleProcedure } from '../../trpc/trpc.js';

const userProcedure = roleProcedure(['user'], { refusal: 'userDashboardOnly' });
const photographerProcedure = roleProcedure(['photographer'], { refusal: 'photographerDashboardOnly' });
const adminProcedure = roleProcedure(['admin'], { refusal: 'adminDashboardOnly' });

export const dashboardsRouter = {
  user: userProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/user/dashboard',
        summary: "A regular user's dashboard: credits, gifts sent, plan, recent gifts, favourite photographers",
        output: userDashboardSchema,
      },
    })
    .query(({ ctx }) => ctx.services.dashboards.forUser(ctx.user)),
  photographer: photographerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/photographer/dashboard',
        summary:
          "A photographer's dashboard: credits, rating, plan, content and engagement totals, recent content and gifts",
        output: photographerDashboardSchema,
      },
    })
    .query(({ ctx }) => ctx.services.dashboards.forPhotographer(ctx.user)),
  admin: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/dashboard',
        summary:
          'The admin panel summary: accounts, paid plans, money received, waiting requests, the platform gift share, user growth (admins)',
        output: adminDashboardSchema,
      },
    })
    .query(({ ctx }) => ctx.services.dashboards.forAdmin()),
} satisfies TRPCRouterRecord;
