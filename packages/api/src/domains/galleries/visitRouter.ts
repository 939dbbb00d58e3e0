import type { TRPCRouterRecord } from '@trpc/server';
import {
  galleryAccessSchema,
  galleryDownloadCheckInput,
  galleryDownloadCheckSchema,
  galleryPhotoPageSchema,
  visitPhotosInput,
  galleryPickInput,
  galleryPicksSchema,
  gallerySelectionSentSchema,
  gallerySelectionsInput,
  gallerySelectionsSchema,
  galleryTokenInput,
  galleryVisitorInput,
  galleryVisitorKeySchema,
  publicGallerySchema,
  unlockGalleryInput,
} from '@tasbir/shared';
import type { Context } from '../../trpc/context.js';
import { publicProcedure, roleProcedure } from '../../trpc/trpc.js';
import type { Visit } from './visitGate.js';

const photographerProcedure = roleProcedure(['photographer'], { refusal: 'onlyPhotographersHaveGalleries' });

const visitOf = (ctx: Context): Visit => ({
  ip: ctx.ip,
  userAgent: ctx.userAgent,
  access: ctx.gallery.access,
  visitorKey: ctx.gallery.visitorKey,
});

/**
 * A client's calls on a gallery's link, with no account: the link is the secret, a password's
 * access rides in `X-Gallery-Access` and the visitor's key in `X-Gallery-Visitor`. No cached list
 * shows a gallery, so no write here makes one stale.
 */
export const galleryVisitsRouter = {
  open: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/g/:token',
        summary:
          'Open a gallery by its private link: its title, photographer, rules and cover (a locked one says only that it needs a password)',
        output: publicGallerySchema,
      },
    })
    .input(galleryTokenInput)
    .query(({ ctx, input }) => ctx.services.galleryVisits.head(input.token, visitOf(ctx))),
  photos: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/g/:token/photos',
        summary: "A page of a gallery's watermarked previews, by file name (up to 200 a page)",
        output: galleryPhotoPageSchema,
        paged: true,
      },
    })
    .input(visitPhotosInput)
    .query(({ ctx, input }) => ctx.services.galleryVisits.photos(input, visitOf(ctx))),
  unlock: publicProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/g/:token/unlock',
        summary:
          'Unlock a password-protected gallery: answers an access token for X-Gallery-Access, good for 30 days or until the password changes',
        output: galleryAccessSchema,
      },
    })
    .input(unlockGalleryInput)
    .mutation(({ ctx, input }) => ctx.services.galleryGate.unlock(input.token, input.password, visitOf(ctx))),
  addVisitor: publicProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/g/:token/visitor',
        summary: 'Give a name and email before picking: answers the visitor key for X-Gallery-Visitor',
        output: galleryVisitorKeySchema,
      },
    })
    .input(galleryVisitorInput)
    .mutation(({ ctx, input }) => ctx.services.galleryVisits.addVisitor(input, visitOf(ctx))),
  picks: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/g/:token/picks',
        summary: "The visitor's picked photos (X-Gallery-Visitor)",
        output: galleryPicksSchema,
      },
    })
    .input(galleryTokenInput)
    .query(({ ctx, input }) => ctx.services.galleryVisits.picks(input.token, visitOf(ctx))),
  pick: publicProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'PUT',
        path: '/g/:token/picks/:photo_id',
        summary: "Pick a photo for the album (idempotent; refused at the gallery's pick limit)",
        output: galleryPicksSchema,
      },
    })
    .input(galleryPickInput)
    .mutation(({ ctx, input }) => ctx.services.galleryVisits.pick(input, visitOf(ctx))),
  unpick: publicProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'DELETE',
        path: '/g/:token/picks/:photo_id',
        summary: 'Take a photo out of the picks (idempotent)',
        output: galleryPicksSchema,
      },
    })
    .input(galleryPickInput)
    .mutation(({ ctx, input }) => ctx.services.galleryVisits.unpick(input, visitOf(ctx))),
  sendSelection: publicProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/g/:token/selection',
        summary: "Send the visitor's picks to the photographer, who is told at once",
        output: gallerySelectionSentSchema,
      },
    })
    .input(galleryTokenInput)
    .mutation(({ ctx, input }) => ctx.services.galleryVisits.sendSelection(input.token, visitOf(ctx))),
  checkDownload: publicProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/g/:token/download-check',
        summary:
          'Ask whether a download with this PIN and size would be let through (a wrong PIN answers as a wrong link and counts as a guess)',
        output: galleryDownloadCheckSchema,
      },
    })
    .input(galleryDownloadCheckInput)
    .mutation(({ ctx, input }) =>
      ctx.services.galleryDownloads.check({
        token: input.token,
        size: input.size,
        pin: input.pin,
        visit: visitOf(ctx),
      }),
    ),
  selections: photographerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/galleries/:id/selections',
        summary:
          "What clients picked in the photographer's gallery: each visitor's picks, with its views and downloads",
        output: gallerySelectionsSchema,
      },
    })
    .input(gallerySelectionsInput)
    .query(({ ctx, input }) => ctx.services.gallerySelections.list(ctx.user, input.id)),
} satisfies TRPCRouterRecord;
