import { nowIso } from '@tasbir/db';
import type { Deleted, GalleryPhoto, GalleryPhotosValues, Page } from '@tasbir/shared';
import { badRequest, notFound } from '../../errors.js';
import type { MediaLibrary } from '../../files/library.js';
import type { MediaStat, MediaStore } from '../../files/store.js';
import { cursorJson } from '../../paging/cursor.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { GalleryAddresses, PreviewSize } from './addresses.js';
import type { GalleryPhotosRepository, PhotoCursor } from './photosRepository.js';
import { isGalleryTokenShape } from './secrets.js';
import { galleryExpired } from './service.js';
import type { GalleryUploads } from './uploads.js';

const encodePhotoCursor = (photo: PhotoCursor) =>
  Buffer.from(JSON.stringify([photo.file_name, photo.id])).toString('base64url');

function decodePhotoCursor(text: string | undefined): PhotoCursor | undefined {
  if (!text) return undefined;
  const value = cursorJson(text);
  if (!Array.isArray(value) || typeof value[0] !== 'string' || typeof value[1] !== 'string' || value[1].length > 64)
    throw badRequest('cursorInvalid');
  return { file_name: value[0], id: value[1] };
}

type Deps = {
  photos: GalleryPhotosRepository;
  uploads: GalleryUploads;
  addresses: GalleryAddresses;
  files: MediaLibrary;
};

/** A gallery's photos as their photographer manages them, and the watermarked files a link's `<img>` loads. */
export class GalleryPhotos {
  constructor(private readonly deps: Deps) {}

  /** The private store of gallery files, which the preview route streams from. */
  get store(): MediaStore {
    return this.deps.files.store;
  }

  async list(user: AuthenticatedUser, input: GalleryPhotosValues): Promise<Page<GalleryPhoto>> {
    const { photos, uploads } = this.deps;
    const gallery = await uploads.owned(user, input.id);
    const rows = await photos.list(gallery.id, input.limit, decodePhotoCursor(input.cursor));
    const page = rows.slice(0, input.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => uploads.view(gallery, row)),
      next_cursor: rows.length > input.limit && last ? encodePhotoCursor(last) : null,
    };
  }

  /** Removes a photo; its files go unless another photo (the same bytes elsewhere) still uses them. */
  async remove(user: AuthenticatedUser, galleryId: string, photoId: string): Promise<Deleted> {
    const gallery = await this.deps.uploads.owned(user, galleryId);
    const keys = await this.deps.photos.remove(gallery.id, photoId, nowIso());
    if (!keys) throw notFound('galleryPhotoNotFound');
    await this.deps.files.discard(keys);
    return { deleted: true };
  }

  /**
   * The stored preview or thumbnail a signed address names, or undefined for every other address:
   * an unknown or revoked link, a wrong signature, another gallery's photo and an expired gallery
   * look the same, so an address tells nothing of what exists.
   */
  async previewFile(
    token: string,
    photoId: string,
    size: PreviewSize,
    signature: string,
  ): Promise<MediaStat | undefined> {
    const { photos, addresses, files } = this.deps;
    if (!isGalleryTokenShape(token)) return undefined;
    const gallery = await photos.galleryByToken(token);
    if (!gallery || galleryExpired(gallery) || !addresses.fileSigned(gallery, photoId, size, signature))
      return undefined;
    const photo = await photos.photoInGallery(photoId, gallery.id);
    if (!photo) return undefined;
    return files.store.stat(size === 'preview' ? photo.preview_key : photo.thumb_key);
  }
}
