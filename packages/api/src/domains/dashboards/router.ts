import type { TRPCRouterRecord } from '@trpc/server';
import { roleProcedure } from '../../trpc/trpc.js';

const userProcedure = roleProcedure(['user'], { refusal: 'userDashboardOnly' });
const photographerProcedure = roleProcedure(['photographer'], { refusal: 'photographerDashboardOnly' });

export const dashboardsRouter = {
  user: userProcedure.query(({ ctx }) => ctx.services.dashboards.forUser(ctx.user)),
  photographer: photographerProcedure.query(({ ctx }) => ctx.services.dashboards.forPhotographer(ctx.user)),
} satisfies TRPCRouterRecord;
