import type { TRPCRouterRecord } from '@trpc/server';
import { roleProcedure } from '../../trpc/trpc.js';

const userProcedure = roleProcedure(['user'], { refusal: 'userDashboardOnly' });
const photographerProcedure = roleProcedure(['photographer'], { refusal: 'photographerDashboardOnly' });
const adminProcedure = roleProcedure(['admin'], { refusal: 'adminDashboardOnly' });

export const dashboardsRouter = {
  user: userProcedure.query(({ ctx }) => ctx.services.dashboards.forUser(ctx.user)),
  photographer: photographerProcedure.query(({ ctx }) => ctx.services.dashboards.forPhotographer(ctx.user)),
  admin: adminProcedure.query(({ ctx }) => ctx.services.dashboards.forAdmin()),
} satisfies TRPCRouterRecord;
