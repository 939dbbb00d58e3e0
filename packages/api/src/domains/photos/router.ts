import type { TRPCRouterRecord } from '@trpc/server';
import {
  deletedSchema,
  idInput,
  likeResultSchema,
  listInput,
  pageSchema,
  photoSchema,
  viewResultSchema,
} from '@tasbir/shared';
import { authedProcedure, viewerProcedure } from '../../trpc/trpc.js';
import { photoUploadInput } from '../media/uploadInput.js';
import { feedUploadRest } from '../media/uploadRest.js';
import { viewerKey } from '../media/viewer.js';

/** In the order of their REST paths (the OpenAPI document's). */
export const photosRouter = {
  list: viewerProcedure
    .meta({
      cacheArea: 'media',
      rest: {
        method: 'GET',
        path: '/photos',
        summary: 'Photos, newest first or trending (limit, trending, cursor); next page in X-Next-Cursor',
        output: pageSchema(photoSchema),
        paged: true,
      },
    })
    .input(listInput)
    .query(({ ctx, input }) => ctx.services.photos.list(ctx.user, input)),
  create: authedProcedure
    .meta({
      staleAreas: ['media', 'directory'],
      rest: feedUploadRest('photo', 'image_data', photoSchema),
    })
    .input(photoUploadInput)
    .mutation(({ ctx, input }) => ctx.services.photos.create(ctx.user, input)),
  byId: viewerProcedure
    .meta({
      cacheArea: 'media',
      rest: { method: 'GET', path: '/photos/:id', summary: 'One photo', output: photoSchema },
    })
    .input(idInput)
    .query(({ ctx, input }) => ctx.services.photos.get(ctx.user, input.id)),
  remove: authedProcedure
    .meta({
      staleAreas: ['media', 'directory'],
      rest: {
        method: 'DELETE',
        path: '/photos/:id',
        summary: 'Delete a photo (its photographer or an admin)',
        output: deletedSchema,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => ctx.services.photos.remove(ctx.user, input.id)),
  like: authedProcedure
    .meta({
      staleAreas: ['media'],
      rest: {
        method: 'POST',
        path: '/photos/:id/like',
        summary: 'Like or unlike a photo; answers {liked, likes}',
        output: likeResultSchema,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => ctx.services.photos.like(ctx.user, input.id)),
  view: viewerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/photos/:id/view',
        summary: 'Count a view (once per viewer and day); answers {views, counted}',
        output: viewResultSchema,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) =>
      ctx.services.photos.view(viewerKey(ctx.user?.id ?? null, ctx.ip, ctx.userAgent), input.id),
    ),
} satisfies TRPCRouterRecord;
