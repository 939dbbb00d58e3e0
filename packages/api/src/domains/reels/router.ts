import type { TRPCRouterRecord } from '@trpc/server';
import { addCommentInput, idInput, listInput } from '@tasbir/shared';
import { authedProcedure, publicProcedure } from '../../trpc/trpc.js';
import { reelUploadInput } from '../media/uploadInput.js';
import { viewerKey, viewerProcedure } from '../media/viewer.js';

export const reelsRouter = {
  list: viewerProcedure.input(listInput).query(({ ctx, input }) => ctx.services.reels.list(ctx.user, input)),
  byId: viewerProcedure.input(idInput).query(({ ctx, input }) => ctx.services.reels.get(ctx.user, input.id)),
  create: authedProcedure.input(reelUploadInput).mutation(({ ctx, input }) => ctx.services.reels.create(ctx.user, input)),
  like: authedProcedure.input(idInput).mutation(({ ctx, input }) => ctx.services.reels.like(ctx.user, input.id)),
  view: viewerProcedure.meta({ keepsVisitorCache: true }).input(idInput).mutation(({ ctx, input }) => ctx.services.reels.view(viewerKey(ctx.user?.id ?? null, ctx.ip, ctx.userAgent), input.id)),
  share: viewerProcedure.meta({ keepsVisitorCache: true }).input(idInput).mutation(({ ctx, input }) => ctx.services.reels.share(viewerKey(ctx.user?.id ?? null, ctx.ip, ctx.userAgent), input.id)),
  comments: publicProcedure.input(idInput).query(({ ctx, input }) => ctx.services.reels.comments(input.id)),
  comment: authedProcedure.input(addCommentInput).mutation(({ ctx, input }) => ctx.services.reels.addComment(ctx.user, input.id, input.comment_text)),
  remove: authedProcedure.input(idInput).mutation(({ ctx, input }) => ctx.services.reels.remove(ctx.user, input.id)),
} satisfies TRPCRouterRecord;
