import { initTRPC, TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { errorText, type ErrorCode, type Role } from '@tasbir/shared';
import { DomainError, forbidden, notFound, unauthorized } from '../errors.js';
import { refusalOfTrpcError } from '../refusals.js';
import type { CacheArea } from '../cache/freshness.js';
import type { RestMeta } from '../rest/restMeta.js';
import type { Context } from './context.js';

export type ProcedureMeta = {
  /** Which cached reads a successful mutation makes stale (docs/decisions/005-list-cache.md); none for `[]`. */
  staleAreas?: readonly CacheArea[];
  /**
   * A query whose answer to a visitor (no token) holds nothing personal: visitors share one
   * serialized answer until a write to this area or LIST_CACHE_MS passes (docs/decisions/005-list-cache.md).
   */
  cacheArea?: CacheArea;
  /** The answer may differ per signed-in caller (`liked_by_me`), so only visitors share it; set by viewerProcedure. */
  perViewer?: boolean;
  /** The only roles let through, set by roleProcedure (tests walk the router for the admin-only calls). */
  roles?: readonly Role[];
  /** The caller must be signed in: set by the builders that authenticate (documented as bearer auth). */
  signedIn?: true;
  /** The literal `/api` paths that also serve the procedure (rest/restMeta.ts); most have one. */
  rest?: RestMeta | readonly RestMeta[];
};

/**
 * Every error leaves with its code and params in `data` (beside tRPC's own `data.code`) and the
 * English sentence as `message`. No stack trace ever goes out (`isDev: false`); the log keeps it.
 */
const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    isDev: false,
    errorFormatter: ({ shape, error }) => {
      const { code, params } = refusalOfTrpcError(error);
      return { ...shape, message: errorText(code, params), data: { ...shape.data, errorCode: code, params } };
    },
  });

/**
 * Around every procedure, in one middleware (each tRPC middleware level copies the call's options
 * twice): services throw DomainErrors, and this is the one place they become TRPCErrors of their
 * kind; an accepted write makes the cached reads of the areas it touches stale.
 */
const aroundEveryCall = t.middleware(async ({ ctx, type, meta, next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.kind, message: cause.message, cause });
  }
  if (result.ok && type === 'mutation') ctx.services.freshness.changed(meta?.staleAreas);
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * A caller of some routers, as `createCallerFactory` makes it. Code that calls a few procedures
 * (a domain's REST rows) names the routers it reaches instead of the whole app's caller, so it
 * never imports the app router; the app's caller is one of these, with every router.
 */
export type CallerOf<TRecord extends TRPCRouterRecord> = ReturnType<ReturnType<typeof createCallerFactory<TRecord>>>;

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure.use(aroundEveryCall);

/**
 * Anyone, knowing the caller when a token came with the request (for `liked_by_me` and counting
 * views); a bad token is still refused, as on every call.
 */
export const viewerProcedure = publicProcedure.meta({ perViewer: true }).use(async ({ ctx, next }) => {
  const user = ctx.hasToken ? await ctx.authenticate() : null;
  return next({ ctx: { ...ctx, user } });
});

/** A signed-in caller whose token is valid now (not suspended, not superseded). */
export const authedProcedure = publicProcedure.meta({ signedIn: true }).use(async ({ ctx, next }) => {
  const user = await ctx.authenticate();
  return next({ ctx: { ...ctx, user } });
});

type RoleRefusals = {
  /** What a caller of another role hears (403). */
  refusal?: ErrorCode;
  /** What a caller without a token hears (401). */
  visitorRefusal?: ErrorCode;
};

/**
 * The listed roles only, refused before the input is looked at, so the answer never depends on the
 * form: a visitor gets 401 and `visitorRefusal`, another role 403 and `refusal`.
 */
export function roleProcedure(
  allowed: readonly Role[],
  { refusal = 'forbidden', visitorRefusal = 'notAuthenticated' }: RoleRefusals = {},
) {
  return publicProcedure.meta({ roles: allowed, signedIn: true }).use(async ({ ctx, next }) => {
    if (!ctx.hasToken) throw unauthorized(visitorRefusal);
    const user = await ctx.authenticate();
    if (!allowed.includes(user.role)) throw forbidden(refusal);
    return next({ ctx: { ...ctx, user } });
  });
}

/**
 * Calls that exist only for browser tests (`ENABLE_TEST_ROUTES=1`); checked before the caller, so
 * without it even a visitor gets 404 as if the call were not there.
 */
export const testOnlyProcedure = publicProcedure.meta({ signedIn: true }).use(async ({ ctx, next }) => {
  if (!ctx.services.testing.enabled) throw notFound();
  const user = await ctx.authenticate();
  return next({ ctx: { ...ctx, user } });
});
