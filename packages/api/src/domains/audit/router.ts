import type { TRPCRouterRecord } from '@trpc/server';
import { auditListInput, auditPageSchema } from '@tasbir/shared';
import { roleProcedure } from '../../trpc/trpc.js';

const adminProcedure = roleProcedure(['admin'], { refusal: 'onlyAdmins' });

export const auditRouter = {
  /** A page of the audit log, newest first; by action, or by the account concerned. */
  list: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/audit',
        summary:
          'The audit log, newest first (admins): action and target_user_id filter it (limit, cursor); next page in X-Next-Cursor',
        output: auditPageSchema,
        paged: true,
      },
    })
    .input(auditListInput)
    .query(({ ctx, input }) => ctx.services.audit.list(input)),
} satisfies TRPCRouterRecord;
