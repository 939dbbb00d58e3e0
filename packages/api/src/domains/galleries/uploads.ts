import { newId, nowIso, type GalleryPhotoRow, type GalleryRow } from '@tasbir/db';
import { galleryLimits, galleryStorageBytes, plans, type GalleryPhoto } from '@tasbir/shared';
import { badRequest, notFound, tooLarge, unprocessable } from '../../errors.js';
import { processGalleryImage } from '../../files/galleryImages.js';
import { ImageTooLargeError, ImageUnreadableError, maxInputMegapixels } from '../../files/images.js';
import type { MediaLibrary } from '../../files/library.js';
import type { MediaExt } from '../../files/mediaKeys.js';
import { readHead, sniffImage, type ImageType } from '../../files/sniff.js';
import type { AuthenticatedUser } from '../auth/service.js';
import { effectivePlan } from '../subscriptions/effectivePlan.js';
import type { GalleryAddresses } from './addresses.js';
import type { GalleryPhotosRepository, UploadState } from './photosRepository.js';
import type { GalleriesRepository } from './repository.js';
import type { GalleryWatermarks } from './watermarks.js';

/** Ids are UUIDs: nothing else is looked up (PostgreSQL refuses a NUL in a query). */
const idShape = /^[0-9A-Za-z-]{1,64}$/;
export const galleryFileMaxBytes = galleryLimits.maxFileMb * 1024 * 1024;
const originalExt: Record<ImageType, MediaExt> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** A file name as a photo keeps it: its base name, without control or direction characters, at most 200 characters. */
export function cleanFileName(name: string | null | undefined): string {
  const base = (name ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .trim()
    .replace(/^\.+$/, '');
  return [...clean].slice(0, galleryLimits.fileNameMax).join('') || 'photo';
}

type Deps = {
  galleries: GalleriesRepository;
  photos: GalleryPhotosRepository;
  watermarks: GalleryWatermarks;
  files: MediaLibrary;
  addresses: GalleryAddresses;
};

/** The room the photographer's plan gives, and the refusal when a photo does not fit in it. */
function checkRoom(user: AuthenticatedUser, used: number, adding: number): void {
  const plan = plans[effectivePlan(user)];
  if (used + adding > galleryStorageBytes(plan))
    throw tooLarge('galleryStorageFull', { plan: plan.name, gb: plan.galleryStorageGb });
}

function imageRefusal(error: unknown): never {
  if (error instanceof ImageTooLargeError) throw badRequest('imageTooManyPixels', { megapixels: maxInputMegapixels });
  if (error instanceof ImageUnreadableError) throw badRequest('imageUnreadable');
  throw error;
}

/**
 * Photos arriving in a gallery (docs/decisions/017-delivery-galleries.md): admitted when an upload
 * begins (the gallery is the caller's, the size, the count, the plan's room), then, once every byte
 * is there, checked by their bytes, turned into their four files and saved with a transaction that
 * checks the count and the room again. A refusal at any step leaves no row and no file of its own.
 */
export class GalleryUploads {
  constructor(private readonly deps: Deps) {}

  /** The caller's gallery, or the same 404 whether it is another's or none. */
  async owned(user: AuthenticatedUser, galleryId: string): Promise<GalleryRow> {
    const gallery = idShape.test(galleryId) ? await this.deps.galleries.findOwned(galleryId, user.id) : undefined;
    if (!gallery) throw notFound('galleryNotFound');
    return gallery;
  }

  /** Whether an upload of `size` bytes may begin in the gallery. */
  async admit(user: AuthenticatedUser, galleryId: string, size: number | undefined): Promise<void> {
    const gallery = await this.owned(user, galleryId);
    if (size === undefined) throw badRequest('galleryUploadLengthRequired');
    if (size > galleryFileMaxBytes) throw tooLarge('galleryFileTooLarge');
    if (gallery.photo_count >= galleryLimits.photosMax) throw unprocessable('galleryFull');
    checkRoom(user, await this.deps.galleries.storageUsed(user.id), size);
  }

  /** A finished upload (the file at `path`) as a photo of the gallery. */
  async finish(user: AuthenticatedUser, galleryId: string, path: string, fileName: string): Promise<GalleryPhoto> {
    const { files, photos } = this.deps;
    const gallery = await this.owned(user, galleryId);
    const type = sniffImage(await readHead(path));
    if (!type) throw badRequest('imageTypeRefused');
    const image = await processGalleryImage(path, type, await this.deps.watermarks.markFor(user)).catch(imageRefusal);
    const created: string[] = [];
    try {
      const put = async (bytes: Buffer, ext: MediaExt) => {
        const stored = await files.store.put(bytes, ext);
        if (stored.created) created.push(stored.key);
        return stored;
      };
      const original = await put(image.original, originalExt[type]);
      const web = await put(image.web, 'jpg');
      const preview = await put(image.preview, 'webp');
      const thumb = await put(image.thumb, 'webp');
      const row: GalleryPhotoRow = {
        id: newId(),
        gallery_id: gallery.id,
        file_name: fileName,
        original_key: original.key,
        original_bytes: original.size,
        web_key: web.key,
        preview_key: preview.key,
        thumb_key: thumb.key,
        stored_bytes: original.size + web.size + preview.size + thumb.size,
        width: image.width,
        height: image.height,
        placeholder: image.placeholder,
        created_at: nowIso(),
      };
      const check = (state: UploadState) => {
        if (state.photoCount >= galleryLimits.photosMax) throw unprocessable('galleryFull');
        checkRoom(state.user, state.storageUsed, row.stored_bytes);
      };
      if (!(await photos.insert(row, user.id, check))) throw notFound('galleryNotFound');
      return this.view(gallery, row);
    } catch (error) {
      await files.discard(created);
      throw error;
    }
  }

  view(gallery: Pick<GalleryRow, 'token' | 'password_version'>, photo: GalleryPhotoRow): GalleryPhoto {
    return {
      ...this.deps.addresses.preview(gallery, photo),
      original_bytes: Number(photo.original_bytes),
      created_at: photo.created_at,
    };
  }
}
