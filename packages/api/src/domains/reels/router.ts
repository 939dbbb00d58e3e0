import type { TRPCRouterRecord } from '@trpc/server';
import { addCommentInput, idInput, listInput } from '@tasbir/shared';
import { authedProcedure, publicProcedure, viewerProcedure } from '../../trpc/trpc.js';
import { reelUploadInput } from '../media/uploadInput.js';
import { viewerKey } from '../media/viewer.js';

export const reelsRouter = {
  list: viewerProcedure.meta({ cacheArea: 'media' }).input(listInput).query(({ ctx, input }) => ctx.services.reels.list(ctx.user, input)),
  byId: viewerProcedure.meta({ cacheArea: 'media' }).input(idInput).query(({ ctx, input }) => ctx.services.reels.get(ctx.user, input.id)),
  create: authedProcedure.meta({ staleAreas: ['media', 'directory'] }).input(reelUploadInput).mutation(({ ctx, input }) => ctx.services.reels.create(ctx.user, input)),
  like: authedProcedure.meta({ staleAreas: ['media'] }).input(idInput).mutation(({ ctx, input }) => ctx.services.reels.like(ctx.user, input.id)),
  view: viewerProcedure.meta({ staleAreas: [] }).input(idInput).mutation(({ ctx, input }) => ctx.services.reels.view(viewerKey(ctx.user?.id ?? null, ctx.ip, ctx.userAgent), input.id)),
  share: viewerProcedure.meta({ staleAreas: [] }).input(idInput).mutation(({ ctx, input }) => ctx.services.reels.share(viewerKey(ctx.user?.id ?? null, ctx.ip, ctx.userAgent), input.id)),
  comments: publicProcedure.meta({ cacheArea: 'media' }).input(idInput).query(({ ctx, input }) => ctx.services.reels.comments(input.id)),
  comment: authedProcedure.meta({ staleAreas: ['media'] }).input(addCommentInput).mutation(({ ctx, input }) => ctx.services.reels.addComment(ctx.user, input.id, input.comment_text)),
  remove: authedProcedure.meta({ staleAreas: ['media', 'directory'] }).input(idInput).mutation(({ ctx, input }) => ctx.services.reels.remove(ctx.user, input.id)),
} satisfies TRPCRouterRecord;
