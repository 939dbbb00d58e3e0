import type { TRPCRouterRecord } from '@trpc/server';
import { auditListInput } from '@tasbir/shared';
import { roleProcedure } from '../../trpc/trpc.js';

const adminProcedure = roleProcedure(['admin'], { refusal: 'onlyAdmins' });

export const auditRouter = {
  /** A page of the audit log, newest first; by action, or by the account concerned. */
  list: adminProcedure.input(auditListInput).query(({ ctx, input }) => ctx.services.audit.list(input)),
} satisfies TRPCRouterRecord;
