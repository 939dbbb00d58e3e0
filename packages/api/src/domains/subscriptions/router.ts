import type { TRPCRouterRecord } from '@trpc/server';
import {
  currentSubscriptionSchema,
  idInput,
  planMap,
  planMapSchema,
  subscriptionRequestListSchema,
  subscriptionRequestSchema,
  upgradeFields,
} from '@tasbir/shared';
import { authedProcedure, publicProcedure, roleProcedure } from '../../trpc/trpc.js';
import { receiptAllowance } from '../credits/receipts.js';
import { fileSource } from '../../files/uploadInput.js';
import { currentSubscription } from './service.js';

const memberProcedure = roleProcedure(['user', 'photographer'], { refusal: 'subscriptionForMembersOnly' });
const adminProcedure = roleProcedure(['admin'], { refusal: 'onlyAdmins' });

export const upgradeInput = upgradeFields.extend({ payment_proof: fileSource('creditRequestIncomplete') });

export const subscriptionRouter = {
  /** The caller's plan in force now, its price and feature lines, and the days left of it. */
  current: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/subscription/current',
        summary: "The caller's plan in force now, with its price, feature lines and days remaining",
        output: currentSubscriptionSchema,
      },
    })
    .query(({ ctx }) => currentSubscription(ctx.user)),
  /** How large a receipt this caller may send; the REST adapter asks before reading an upload's body. */
  receiptAllowance: memberProcedure.query(() => receiptAllowance),
  /** Asks for a paid plan with a payment receipt (status pending_approval). */
  upgrade: memberProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/subscription/upgrade',
        summary:
          'Ask for a paid plan: plan, payment_method, and payment_proof (a receipt image or PDF); one request may wait at a time',
        upload: {
          fileField: 'payment_proof',
          allowance: 'subscription.receiptAllowance',
          largestFileBytes: receiptAllowance.max_file_bytes,
          tooLarge: 'receiptTooLarge',
        },
        output: subscriptionRequestSchema,
      },
    })
    .input(upgradeInput)
    .mutation(({ ctx, input }) => ctx.services.subscriptions.upgrade(ctx.user, input)),
  /** `{requests}`: the caller's own plan requests, newest first. */
  myRequests: memberProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/subscription/my-requests',
        summary: "The caller's own plan requests, newest first",
        output: subscriptionRequestListSchema,
      },
    })
    .query(({ ctx }) => ctx.services.subscriptions.mine(ctx.user)),
  /** `{requests}`: every plan request, waiting ones first (admins). */
  requests: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/subscription/requests',
        summary: 'Every plan request, waiting ones first (admins)',
        output: subscriptionRequestListSchema,
      },
    })
    .query(({ ctx }) => ctx.services.subscriptions.all()),
  /** Puts the account on the plan for 30 days; a plan shows on the directory card. */
  approve: adminProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'POST',
        path: '/subscription/approve/:id',
        summary: 'Approve a waiting plan request: the plan runs 30 days from now (admins); 409 when decided already',
        output: subscriptionRequestSchema,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => ctx.services.subscriptions.decide(ctx.user, input.id, 'approved')),
  reject: adminProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/subscription/reject/:id',
        summary: 'Reject a waiting plan request (admins); 409 when decided already',
        output: subscriptionRequestSchema,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => ctx.services.subscriptions.decide(ctx.user, input.id, 'rejected')),
  /** `{plans}`: every plan by name, from the one plan table (prices, limits, gift shares, feature lines). */
  plans: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/subscription/plans',
        summary: 'Every plan by name: price, upload limits, gift share and feature lines',
        output: planMapSchema,
      },
    })
    .query(() => planMap),
} satisfies TRPCRouterRecord;
