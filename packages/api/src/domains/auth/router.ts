import type { TRPCRouterRecord } from '@trpc/server';
import {
  forgotPasswordInput,
  loginInput,
  messageResponse,
  registerInput,
  resetPasswordInput,
  sessionSchema,
  updateProfileInput,
  userSchema,
} from '@tasbir/shared';
import { authedProcedure, publicProcedure } from '../../trpc/trpc.js';
import { profilePictureInput } from '../../files/uploadInput.js';
import { profilePictureAllowance } from './profilePicture.js';

/** The literal account paths (docs/product.md#accounts) are in each procedure's `rest`. */
export const authRouter = {
  register: publicProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'POST',
        path: '/register',
        summary: 'Register a user or photographer account',
        output: sessionSchema,
      },
    })
    .input(registerInput)
    .mutation(({ ctx, input }) => ctx.services.auth.register(input, ctx.ip)),
  login: publicProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/login',
        summary: 'Sign in; returns the user and an access token',
        output: sessionSchema,
      },
    })
    .input(loginInput)
    .mutation(({ ctx, input }) => ctx.services.auth.login(input, ctx.ip)),
  forgotPassword: publicProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/forgot-password',
        summary: 'Mail a password reset link',
        output: messageResponse,
      },
    })
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => ctx.services.auth.forgotPassword(input.email, ctx.ip)),
  resetPassword: publicProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/reset-password',
        summary: 'Set a new password with a reset token',
        output: messageResponse,
      },
    })
    .input(resetPasswordInput)
    .mutation(({ ctx, input }) => ctx.services.auth.resetPassword(input, ctx.ip)),
  me: authedProcedure
    .meta({ rest: { method: 'GET', path: '/me', summary: 'The signed-in user', output: userSchema } })
    .query(({ ctx }) => ctx.services.auth.me(ctx.user)),
  updateProfile: authedProcedure
    .meta({
      staleAreas: ['directory', 'media', 'leaderboard'],
      rest: {
        method: 'PUT',
        path: '/profile',
        summary: "Update the signed-in user's profile (the picture is uploaded at /profile/picture)",
        output: userSchema,
      },
    })
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => ctx.services.auth.updateProfile(ctx.user, input)),
  /** How large a picture may be; the REST adapter asks before reading an upload's body. */
  pictureAllowance: authedProcedure.query(({ ctx }) => ctx.services.profilePictures.allowance()),
  /** A new profile picture (data URL; multipart through REST), answering the user. */
  uploadPicture: authedProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'POST',
        path: '/profile/picture',
        summary:
          'Upload a profile picture (JPEG, PNG or WebP, up to 5 MB; stored as a square WebP): JSON with picture as a data URL, or multipart with a file; answers the user',
        upload: {
          fileField: 'picture',
          allowance: 'auth.pictureAllowance',
          largestFileBytes: profilePictureAllowance.max_file_bytes,
          tooLarge: 'profilePictureTooLarge',
        },
        output: userSchema,
      },
    })
    .input(profilePictureInput)
    .mutation(({ ctx, input }) => ctx.services.profilePictures.upload(ctx.user, input.picture)),
  removePicture: authedProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'DELETE',
        path: '/profile/picture',
        summary: 'Remove the profile picture; answers the user',
        output: userSchema,
      },
    })
    .mutation(({ ctx }) => ctx.services.profilePictures.remove(ctx.user)),
} satisfies TRPCRouterRecord;
