import type { TRPCRouterRecord } from '@trpc/server';
import {
  adminReportListInput,
  adminReportPageSchema,
  createReportInput,
  reportResolvedSchema,
  reportSchema,
  resolveReportInput,
} from '@tasbir/shared';
import { authedProcedure, roleProcedure } from '../../trpc/trpc.js';

const adminProcedure = roleProcedure(['admin'], { refusal: 'onlyAdmins' });

/** Reports (docs/decisions/020-reports.md): every signed-in account reports; admins decide. */
export const reportsRouter = {
  /** 201 with the report; one open report per reporter and target. Reports change no cached list. */
  create: authedProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/reports',
        status: 201,
        summary:
          'Report a photo, reel, comment, review, chat message (its parties only) or user with a reason and an optional note; not one’s own, one open report per target (409)',
        output: reportSchema,
      },
    })
    .input(createReportInput)
    .mutation(({ ctx, input }) => ctx.services.reports.create(ctx.user, input)),
  /** A page of one status's reports (open by default), newest first, each with its target's preview. */
  adminList: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/reports',
        summary:
          'Reports by status (admins; open by default, newest first) with the reporter, a preview of the target and its open reports (limit, cursor); next page in X-Next-Cursor',
        output: adminReportPageSchema,
        paged: true,
      },
    })
    .input(adminReportListInput)
    .query(({ ctx, input }) => ctx.services.reports.list(input)),
  /** Removing content or suspending its owner changes what every list shows. */
  resolve: adminProcedure
    .meta({
      staleAreas: ['media', 'directory', 'leaderboard'],
      rest: {
        method: 'POST',
        path: '/admin/reports/:id/resolve',
        summary:
          'Decide a report (admins): dismiss, remove_content (not for a user) or suspend_user, with a note; closes every open report on the target and tells each reporter; 409 when already resolved',
        output: reportResolvedSchema,
      },
    })
    .input(resolveReportInput)
    .mutation(({ ctx, input }) => ctx.services.reports.resolve(ctx.user, input)),
} satisfies TRPCRouterRecord;
