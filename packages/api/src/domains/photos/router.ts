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
import { largestFileBytes } from '../media/policy.js';
import type { RestUploadMeta } from '../../rest/restMeta.js';
import { viewerKey } from '../media/viewer.js';

/** The caller is admitted by its plan's allowance before the body is read; the file is streamed against it. */
const photoUpload = {
  fileField: 'image_data',
  allowance: 'media.uploadAllowance',
  allowanceInput: { kind: 'photo' },
  largestFileBytes: largestFileBytes('photo'),
  tooLarge: 'fileTooLarge',
} satisfies RestUploadMeta;

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
      rest: [
        {
          method: 'POST',
          path: '/photos',
          summary: 'Upload a photo: JSON with image_data as a data URL, or multipart with a file',
          upload: photoUpload,
          output: photoSchema,
        },
        {
          method: 'POST',
          path: '/photos/upload',
          summary: 'Upload a photo as multipart/form-data (title, description, category, location, file)',
          upload: photoUpload,
          output: photoSchema,
        },
      ],
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
