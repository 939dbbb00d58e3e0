import type { TRPCRouterRecord } from '@trpc/server';
import { creditRequestFields, idInput, processCreditRequestInput } from '@tasbir/shared';
import { roleProcedure } from '../../trpc/trpc.js';
import { fileSource } from '../../files/uploadInput.js';
import { receiptAllowance } from './receipts.js';

/** Users and photographers buy credits; admins give them out other ways. */
const requesterProcedure = roleProcedure(['user', 'photographer'], { refusal: 'onlyUsersCredits' });
const adminProcedure = roleProcedure(['admin'], { refusal: 'onlyAdmins' });

export const creditRequestInput = creditRequestFields.extend({ receipt_image: fileSource('creditRequestIncomplete') });

export const creditsRouter = {
  /** How large a receipt this caller may send; the REST adapter asks before reading an upload's body. */
  receiptAllowance: requesterProcedure.query(() => receiptAllowance),
  /** Asks for credits with a receipt (data URL or bare base64; multipart through REST). */
  request: requesterProcedure.meta({ staleAreas: [] }).input(creditRequestInput).mutation(({ ctx, input }) => ctx.services.credits.request(ctx.user, input)),
  /** `{requests}`: the caller's own requests, newest first. */
  myRequests: requesterProcedure.query(({ ctx }) => ctx.services.credits.mine(ctx.user)),
  /** `{pending, approved, rejected}`, newest first. */
  adminRequests: adminProcedure.query(({ ctx }) => ctx.services.credits.forAdmins()),
  /** Approves (crediting the amount once) or rejects a pending request. */
  process: adminProcedure.meta({ staleAreas: [] }).input(processCreditRequestInput).mutation(({ ctx, input }) => ctx.services.credits.process(ctx.user, input)),
  /** Deletes a request in any state; balances stay. */
  remove: adminProcedure.meta({ staleAreas: [] }).input(idInput).mutation(({ ctx, input }) => ctx.services.credits.remove(ctx.user, input.id)),
} satisfies TRPCRouterRecord;
