import type { TRPCRouterRecord } from '@trpc/server';
import {
  addCommentInput,
  commentAddedSchema,
  commentsSchema,
  deletedSchema,
  idInput,
  likeResultSchema,
  listInput,
  pageSchema,
  reelSchema,
  shareResultSchema,
  viewResultSchema,
} from '@tasbir/shared';
import { authedProcedure, viewerProcedure } from '../../trpc/trpc.js';
import { reelUploadInput } from '../media/uploadInput.js';
import { feedUploadRest } from '../media/uploadRest.js';
import { viewerKey } from '../media/viewer.js';

/** In the order of their REST paths (the OpenAPI document's). */
export const reelsRouter = {
  list: viewerProcedure
    .meta({
      cacheArea: 'media',
      rest: {
        method: 'GET',
        path: '/reels',
        summary: 'Reels, newest first or trending (limit, trending, cursor); next page in X-Next-Cursor',
        output: pageSchema(reelSchema),
        paged: true,
      },
    })
    .input(listInput)
    .query(({ ctx, input }) => ctx.services.reels.list(ctx.user, input)),
  create: authedProcedure
    .meta({
      staleAreas: ['media', 'directory'],
      rest: feedUploadRest('reel', 'video_data', reelSchema),
    })
    .input(reelUploadInput)
    .mutation(({ ctx, input }) => ctx.services.reels.create(ctx.user, input)),
  byId: viewerProcedure
    .meta({
      cacheArea: 'media',
      rest: { method: 'GET', path: '/reels/:id', summary: 'One reel (the target of a share link)', output: reelSchema },
    })
    .input(idInput)
    .query(({ ctx, input }) => ctx.services.reels.get(ctx.user, input.id)),
  remove: authedProcedure
    .meta({
      staleAreas: ['media', 'directory'],
      rest: {
        method: 'DELETE',
        path: '/reels/:id',
        summary: 'Delete a reel (its photographer or an admin)',
        output: deletedSchema,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => ctx.services.reels.remove(ctx.user, input.id)),
  like: authedProcedure
    .meta({
      staleAreas: ['media'],
      rest: {
        method: 'POST',
        path: '/reels/:id/like',
        summary: 'Like or unlike a reel; answers {liked, likes}',
        output: likeResultSchema,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => ctx.services.reels.like(ctx.user, input.id)),
  view: viewerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/reels/:id/view',
        summary: 'Count a view (once per viewer and day); answers {views, counted}',
        output: viewResultSchema,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) =>
      ctx.services.reels.view(viewerKey(ctx.user?.id ?? null, ctx.ip, ctx.userAgent), input.id),
    ),
  share: viewerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/reels/:id/share',
        summary: 'Count a share (once per sharer and day); answers {shares}',
        output: shareResultSchema,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) =>
      ctx.services.reels.share(viewerKey(ctx.user?.id ?? null, ctx.ip, ctx.userAgent), input.id),
    ),
  /** Per viewer: a signed-in caller does not see the comments of accounts they blocked; visitors share one answer. */
  comments: viewerProcedure
    .meta({
      cacheArea: 'media',
      rest: {
        method: 'GET',
        path: '/reels/:id/comments',
        summary: 'Comments on a reel, oldest first: [{username, text, created_at}]',
        output: commentsSchema,
      },
    })
    .input(idInput)
    .query(({ ctx, input }) => ctx.services.reels.comments(input.id, ctx.user?.id ?? null)),
  /** The comment text comes from a form field or the JSON body (`comment_text`), the reel from the path. */
  comment: authedProcedure
    .meta({
      staleAreas: ['media'],
      rest: {
        method: 'POST',
        path: '/reels/:id/comment',
        form: true,
        summary: 'Comment on a reel (form field or JSON comment_text); answers {comment}',
        output: commentAddedSchema,
      },
    })
    .input(addCommentInput)
    .mutation(({ ctx, input }) => ctx.services.reels.addComment(ctx.user, input.id, input.comment_text)),
} satisfies TRPCRouterRecord;
