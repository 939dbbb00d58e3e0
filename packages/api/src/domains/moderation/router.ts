import type { TRPCRouterRecord } from '@trpc/server';
import { idInput, listInput } from '@tasbir/shared';
import { roleProcedure } from '../../trpc/trpc.js';

const adminProcedure = roleProcedure(['admin'], { refusal: 'onlyAdmins' });
const contentChanges = { staleAreas: ['media', 'directory'] } as const;

export const moderationRouter = {
  /** The newest photos, a page at a time. */
  photos: adminProcedure.input(listInput).query(({ ctx, input }) => ctx.services.moderation.photos(ctx.user, input)),
  /** The newest reels, a page at a time. */
  reels: adminProcedure.input(listInput).query(({ ctx, input }) => ctx.services.moderation.reels(ctx.user, input)),
  removePhoto: adminProcedure.meta(contentChanges).input(idInput).mutation(({ ctx, input }) => ctx.services.moderation.removePhoto(ctx.user, input.id)),
  removeReel: adminProcedure.meta(contentChanges).input(idInput).mutation(({ ctx, input }) => ctx.services.moderation.removeReel(ctx.user, input.id)),
  /** `{deleted_count}`: every photo goes, with its likes, views and files. */
  removeAllPhotos: adminProcedure.meta(contentChanges).mutation(({ ctx }) => ctx.services.moderation.removeAllPhotos(ctx.user)),
  /** `{deleted_count}`: every reel goes, with its likes, views, comments and files. */
  removeAllReels: adminProcedure.meta(contentChanges).mutation(({ ctx }) => ctx.services.moderation.removeAllReels(ctx.user)),
} satisfies TRPCRouterRecord;
