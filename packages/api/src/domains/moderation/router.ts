import type { TRPCRouterRecord } from '@trpc/server';
import {
  deletedCountSchema,
  deletedSchema,
  idInput,
  listInput,
  pageSchema,
  photoSchema,
  reelSchema,
} from '@tasbir/shared';
import { roleProcedure } from '../../trpc/trpc.js';

const adminProcedure = roleProcedure(['admin'], { refusal: 'onlyAdmins' });
const contentChanges = { staleAreas: ['media', 'directory'] } as const;

export const moderationRouter = {
  /** The newest photos, a page at a time. */
  photos: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/content/photos',
        summary: 'The newest photos, a page at a time (admins)',
        output: pageSchema(photoSchema),
        paged: true,
      },
    })
    .input(listInput)
    .query(({ ctx, input }) => ctx.services.moderation.photos(ctx.user, input)),
  /** The newest reels, a page at a time. */
  reels: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/content/reels',
        summary: 'The newest reels, a page at a time (admins)',
        output: pageSchema(reelSchema),
        paged: true,
      },
    })
    .input(listInput)
    .query(({ ctx, input }) => ctx.services.moderation.reels(ctx.user, input)),
  /** `{deleted_count}`: every photo goes, with its likes, views and files. */
  removeAllPhotos: adminProcedure
    .meta({
      ...contentChanges,
      rest: {
        method: 'DELETE',
        path: '/admin/content/photos/all',
        summary: 'Delete every photo with its likes, views and files; answers {deleted_count} (admins)',
        output: deletedCountSchema,
      },
    })
    .mutation(({ ctx }) => ctx.services.moderation.removeAllPhotos(ctx.user)),
  /** `{deleted_count}`: every reel goes, with its likes, views, comments and files. */
  removeAllReels: adminProcedure
    .meta({
      ...contentChanges,
      rest: {
        method: 'DELETE',
        path: '/admin/content/reels/all',
        summary: 'Delete every reel with its likes, views, comments and files; answers {deleted_count} (admins)',
        output: deletedCountSchema,
      },
    })
    .mutation(({ ctx }) => ctx.services.moderation.removeAllReels(ctx.user)),
  removePhoto: adminProcedure
    .meta({
      ...contentChanges,
      rest: {
        method: 'DELETE',
        path: '/admin/content/photo/:id',
        summary: 'Delete one photo (admins)',
        output: deletedSchema,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => ctx.services.moderation.removePhoto(ctx.user, input.id)),
  removeReel: adminProcedure
    .meta({
      ...contentChanges,
      rest: {
        method: 'DELETE',
        path: '/admin/content/reel/:id',
        summary: 'Delete one reel (admins)',
        output: deletedSchema,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => ctx.services.moderation.removeReel(ctx.user, input.id)),
} satisfies TRPCRouterRecord;
