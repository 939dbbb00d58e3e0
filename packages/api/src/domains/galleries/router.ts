import type { TRPCRouterRecord } from '@trpc/server';
import {
  createGalleryInput,
  deletedSchema,
  emailGalleryInput,
  galleryEmailedSchema,
  galleryIdInput,
  gallerySchema,
  myGalleriesSchema,
  updateGalleryInput,
} from '@tasbir/shared';
import { roleProcedure } from '../../trpc/trpc.js';

const photographerProcedure = roleProcedure(['photographer'], { refusal: 'onlyPhotographersHaveGalleries' });

/** The photographer's side of delivery galleries: no cached list shows a gallery, so no write makes one stale. */
export const galleriesRouter = {
  create: photographerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/galleries',
        summary: 'Make a delivery gallery (optionally for a booking): answers it with its private link and PIN',
        output: gallerySchema,
      },
    })
    .input(createGalleryInput)
    .mutation(({ ctx, input }) => ctx.services.galleries.create(ctx.user, input)),
  mine: photographerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/galleries/mine',
        summary: "The signed-in photographer's galleries, newest first, with the storage their plan gives",
        output: myGalleriesSchema,
      },
    })
    .query(({ ctx }) => ctx.services.galleries.mine(ctx.user)),
  update: photographerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'PUT',
        path: '/galleries/:id',
        summary: "Change a gallery's title, dates, download rule, password, pick limit or cover",
        output: gallerySchema,
      },
    })
    .input(updateGalleryInput)
    .mutation(({ ctx, input }) => ctx.services.galleries.update(ctx.user, input)),
  remove: photographerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'DELETE',
        path: '/galleries/:id',
        summary: 'Delete a gallery with its photos, picks and the files nothing else uses',
        output: deletedSchema,
      },
    })
    .input(galleryIdInput)
    .mutation(({ ctx, input }) => ctx.services.galleries.remove(ctx.user, input.id)),
  reissueToken: photographerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/galleries/:id/token',
        summary: 'Give a gallery a new private link: the old one answers 404 from now on',
        output: gallerySchema,
      },
    })
    .input(galleryIdInput)
    .mutation(({ ctx, input }) => ctx.services.galleries.reissueToken(ctx.user, input.id)),
  resetPin: photographerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/galleries/:id/pin',
        summary: 'Give a gallery a new four-digit download PIN: the old one stops working',
        output: gallerySchema,
      },
    })
    .input(galleryIdInput)
    .mutation(({ ctx, input }) => ctx.services.galleries.resetPin(ctx.user, input.id)),
  emailLink: photographerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/galleries/:id/email',
        summary: "Mail a gallery's link to the client (with the download PIN when downloads are on) and a note",
        output: galleryEmailedSchema,
      },
    })
    .input(emailGalleryInput)
    .mutation(({ ctx, input }) => ctx.services.galleries.emailLink(ctx.user, input)),
} satisfies TRPCRouterRecord;
