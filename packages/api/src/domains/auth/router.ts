import type { TRPCRouterRecord } from '@trpc/server';
import { forgotPasswordInput, loginInput, registerInput, resetPasswordInput, updateProfileInput } from '@tasbir/shared';
import { authedProcedure, publicProcedure } from '../../trpc/trpc.js';
import { profilePictureInput } from '../../files/uploadInput.js';

export const authRouter = {
  register: publicProcedure.meta({ staleAreas: ['directory'] }).input(registerInput).mutation(({ ctx, input }) => ctx.services.auth.register(input, ctx.ip)),
  login: publicProcedure.meta({ staleAreas: [] }).input(loginInput).mutation(({ ctx, input }) => ctx.services.auth.login(input, ctx.ip)),
  forgotPassword: publicProcedure.meta({ staleAreas: [] }).input(forgotPasswordInput).mutation(({ ctx, input }) => ctx.services.auth.forgotPassword(input.email, ctx.ip)),
  resetPassword: publicProcedure.meta({ staleAreas: [] }).input(resetPasswordInput).mutation(({ ctx, input }) => ctx.services.auth.resetPassword(input, ctx.ip)),
  me: authedProcedure.query(({ ctx }) => ctx.services.auth.me(ctx.user)),
  updateProfile: authedProcedure.meta({ staleAreas: ['directory', 'media', 'leaderboard'] }).input(updateProfileInput).mutation(({ ctx, input }) => ctx.services.auth.updateProfile(ctx.user, input)),
  /** How large a picture may be; the REST adapter asks before reading an upload's body. */
  pictureAllowance: authedProcedure.query(({ ctx }) => ctx.services.profilePictures.allowance()),
  /** A new profile picture (data URL; multipart through REST), answering the user. */
  uploadPicture: authedProcedure.meta({ staleAreas: ['directory'] }).input(profilePictureInput).mutation(({ ctx, input }) => ctx.services.profilePictures.upload(ctx.user, input.picture)),
  removePicture: authedProcedure.meta({ staleAreas: ['directory'] }).mutation(({ ctx }) => ctx.services.profilePictures.remove(ctx.user)),
} satisfies TRPCRouterRecord;
