import type { TRPCRouterRecord } from '@trpc/server';
import { idInput, listInput } from '@tasbir/shared';
import { authedProcedure, viewerProcedure } from '../../trpc/trpc.js';
import { photoUploadInput } from '../media/uploadInput.js';
import { viewerKey } from '../media/viewer.js';

export const photosRouter = {
  list: viewerProcedure.meta({ cacheArea: 'media' }).input(listInput).query(({ ctx, input }) => ctx.services.photos.list(ctx.user, input)),
  byId: viewerProcedure.meta({ cacheArea: 'media' }).input(idInput).query(({ ctx, input }) => ctx.services.photos.get(ctx.user, input.id)),
  create: authedProcedure.meta({ staleAreas: ['media', 'directory'] }).input(photoUploadInput).mutation(({ ctx, input }) => ctx.services.photos.create(ctx.user, input)),
  like: authedProcedure.meta({ staleAreas: ['media'] }).input(idInput).mutation(({ ctx, input }) => ctx.services.photos.like(ctx.user, input.id)),
  view: viewerProcedure.meta({ staleAreas: [] }).input(idInput).mutation(({ ctx, input }) => ctx.services.photos.view(viewerKey(ctx.user?.id ?? null, ctx.ip, ctx.userAgent), input.id)),
  remove: authedProcedure.meta({ staleAreas: ['media', 'directory'] }).input(idInput).mutation(({ ctx, input }) => ctx.services.photos.remove(ctx.user, input.id)),
} satisfies TRPCRouterRecord;
