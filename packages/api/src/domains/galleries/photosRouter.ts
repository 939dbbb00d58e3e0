import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import {
  deletedSchema,
  galleryLimits,
  galleryPhotoInput,
  galleryPhotoSchema,
  galleryPhotosInput,
  pageSchema,
  watermarkSchema,
  watermarkSettingsInput,
} from '@tasbir/shared';
import { fileSource } from '../../files/uploadInput.js';
import { roleProcedure } from '../../trpc/trpc.js';
import { watermarkLogoAllowance } from './watermarks.js';

const photographerProcedure = roleProcedure(['photographer'], { refusal: 'onlyPhotographersHaveGalleries' });
const watermarkLogoInput = z.object({ logo: fileSource('imageRequired') });
const appliesLater = 'photos uploaded from now on get it; previews already made keep theirs';

/**
 * A gallery's photos as their photographer manages them (uploads arrive over tus, uploadsHttp.ts)
 * and the watermark their previews get. No cached list shows them, so no write makes one stale.
 */
export const galleryPhotosRouter = {
  list: photographerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/galleries/:id/photos',
        summary:
          "A gallery's photos by file name, with their previews and the originals' sizes (limit, cursor); next page in X-Next-Cursor",
        output: pageSchema(galleryPhotoSchema),
        paged: true,
      },
    })
    .input(galleryPhotosInput)
    .query(({ ctx, input }) => ctx.services.galleryPhotos.list(ctx.user, input)),
  remove: photographerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'DELETE',
        path: '/galleries/:id/photos/:photo_id',
        summary: 'Delete a photo of a gallery: its storage comes back, and its files go unless another photo uses them',
        output: deletedSchema,
      },
    })
    .input(galleryPhotoInput)
    .mutation(({ ctx, input }) => ctx.services.galleryPhotos.remove(ctx.user, input.id, input.photo_id)),
  watermark: photographerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/galleries/watermark',
        summary: "The signed-in photographer's watermark: where it sits, how wide, their logo or the name written",
        output: watermarkSchema,
      },
    })
    .query(({ ctx }) => ctx.services.galleryWatermarks.get(ctx.user)),
  updateWatermark: photographerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'PUT',
        path: '/galleries/watermark',
        summary: `Place and size the watermark (position, size_percent): ${appliesLater}`,
        output: watermarkSchema,
      },
    })
    .input(watermarkSettingsInput)
    .mutation(({ ctx, input }) => ctx.services.galleryWatermarks.update(ctx.user, input)),
  /** How large a logo may be; the REST adapter asks before reading an upload's body. */
  watermarkLogoAllowance: photographerProcedure.query(({ ctx }) => ctx.services.galleryWatermarks.allowance()),
  uploadWatermarkLogo: photographerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/galleries/watermark/logo',
        summary: `Upload a watermark logo (PNG, WebP or JPEG, up to ${galleryLimits.watermarkLogoMb} MB) to use instead of the name: JSON with logo as a data URL, or multipart with a file; ${appliesLater}`,
        upload: {
          fileField: 'logo',
          allowance: 'galleryPhotos.watermarkLogoAllowance',
          largestFileBytes: watermarkLogoAllowance.max_file_bytes,
          tooLarge: 'watermarkLogoTooLarge',
        },
        output: watermarkSchema,
      },
    })
    .input(watermarkLogoInput)
    .mutation(({ ctx, input }) => ctx.services.galleryWatermarks.uploadLogo(ctx.user, input.logo)),
  removeWatermarkLogo: photographerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'DELETE',
        path: '/galleries/watermark/logo',
        summary: `Stop using the logo: the name is written again; ${appliesLater}`,
        output: watermarkSchema,
      },
    })
    .mutation(({ ctx }) => ctx.services.galleryWatermarks.removeLogo(ctx.user)),
} satisfies TRPCRouterRecord;
