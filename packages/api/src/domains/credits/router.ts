import type { TRPCRouterRecord } from '@trpc/server';
import {
  adminCreditRequestsSchema,
  creditRequestFields,
  creditRequestSchema,
  deletedSchema,
  idInput,
  myCreditRequestsSchema,
  processCreditRequestInput,
} from '@tasbir/shared';
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
  request: requesterProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/credits/request',
        summary: 'Ask for credits: amount (1–50,000), payment_method, and a receipt (JPEG, PNG, WebP or PDF)',
        upload: {
          fileField: 'receipt_image',
          allowance: 'credits.receiptAllowance',
          largestFileBytes: receiptAllowance.max_file_bytes,
          tooLarge: 'receiptTooLarge',
        },
        // A form sends the amount as text.
        formNumbers: ['amount'],
        output: creditRequestSchema,
      },
    })
    .input(creditRequestInput)
    .mutation(({ ctx, input }) => ctx.services.credits.request(ctx.user, input)),
  /** `{requests}`: the caller's own requests, newest first. */
  myRequests: requesterProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/credits/my-requests',
        summary: "The caller's credit requests, newest first",
        output: myCreditRequestsSchema,
      },
    })
    .query(({ ctx }) => ctx.services.credits.mine(ctx.user)),
  /** `{pending, approved, rejected}`, newest first. */
  adminRequests: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/credits/requests',
        summary: 'Credit requests by status (admins)',
        output: adminCreditRequestsSchema,
      },
    })
    .query(({ ctx }) => ctx.services.credits.forAdmins()),
  /** Approves (crediting the amount once) or rejects a pending request. */
  process: adminProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'PUT',
        path: '/admin/credits/requests/:id',
        summary:
          'Approve or reject a pending credit request, with an optional note (admins); 409 when it is not pending',
        output: creditRequestSchema,
      },
    })
    .input(processCreditRequestInput)
    .mutation(({ ctx, input }) => ctx.services.credits.process(ctx.user, input)),
  /** Deletes a request whatever its state; balances stay. */
  remove: adminProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'DELETE',
        path: '/admin/credits/requests/:id',
        summary: 'Delete a credit request in any state (admins); balances stay',
        output: deletedSchema,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => ctx.services.credits.remove(ctx.user, input.id)),
} satisfies TRPCRouterRecord;
