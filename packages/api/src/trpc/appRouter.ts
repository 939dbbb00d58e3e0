import { authRouter } from '../domains/auth/router.js';
import { systemRouter } from '../domains/system/router.js';
import { createCallerFactory, router } from './trpc.js';

export const appRouter = router({
  auth: authRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
export const createAppCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createAppCaller>;
