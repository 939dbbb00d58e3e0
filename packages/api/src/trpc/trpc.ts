import { initTRPC, TRPCError } from '@trpc/server';
import type { Role } from '@tasbir/shared';
import { errorMessages } from '@tasbir/shared';
import { DomainError } from '../errors.js';
import type { Context } from './context.js';
import { humanMessage } from './errorMessage.js';

export type ProcedureMeta = {
  /** A write that only moves a counter (views, shares): cached lists may lag it by LIST_CACHE_MS. */
  keepsVisitorCache?: boolean;
};

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  errorFormatter: ({ shape, error }) => ({ ...shape, message: humanMessage(error) }),
});

/** Services throw DomainErrors; this is the one place they become TRPCErrors with the same sentence. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const { code, message } = result.error.cause;
    throw new TRPCError({ code, message, cause: result.error.cause });
  }
  return result;
});

/** An accepted write makes every cached list stale (docs/decisions/005-list-cache.md). */
const freshAfterWrites = t.middleware(async ({ ctx, type, meta, next }) => {
  const result = await next();
  if (result.ok && type === 'mutation' && !meta?.keepsVisitorCache) ctx.services.freshness.changed();
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(domainErrors).use(freshAfterWrites);

export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const user = await ctx.authenticate();
  return next({ ctx: { ...ctx, user } });
});

/** A procedure for the listed roles only; others get 403. */
export function roleProcedure(...allowed: Role[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!allowed.includes(ctx.user.role)) throw new TRPCError({ code: 'FORBIDDEN', message: errorMessages.forbidden });
    return next();
  });
}
