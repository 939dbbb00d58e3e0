import type { GalleryPhotoRow, GalleryRow } from '@tasbir/db';
import { galleryPath, type GalleryPreview } from '@tasbir/shared';
import type { GalleryUrlSigner } from './secrets.js';

/** The two watermarked sizes a gallery's `<img>` loads. */
export const previewSizes = ['preview', 'thumb'] as const;
export type PreviewSize = (typeof previewSizes)[number];

type LinkParts = Pick<GalleryRow, 'token' | 'password_version'>;

/**
 * Where a gallery and its files are reached: the client's link on the web app, and each preview's
 * signed address under `/api/g/{token}` (docs/decisions/017-delivery-galleries.md).
 */
export class GalleryAddresses {
  constructor(
    private readonly signer: GalleryUrlSigner,
    private readonly publicUrl: string,
  ) {}

  link(token: string): string {
    return `${this.publicUrl}${galleryPath(token)}`;
  }

  private signedParts(gallery: LinkParts, photoId: string, size: PreviewSize) {
    return [gallery.token, photoId, size, gallery.password_version] as const;
  }

  /** `/api/g/{token}/photos/{id}/{size}?s=…`: stable while the link and the password stay, so browsers cache it. */
  file(gallery: LinkParts, photoId: string, size: PreviewSize): string {
    const signature = this.signer.signature(this.signedParts(gallery, photoId, size));
    return `/api/g/${gallery.token}/photos/${encodeURIComponent(photoId)}/${size}?s=${signature}`;
  }

  /** Whether a file address's signature is this gallery's for that photo and size now. */
  fileSigned(gallery: LinkParts, photoId: string, size: PreviewSize, signature: string): boolean {
    return this.signer.verify(this.signedParts(gallery, photoId, size), signature);
  }

  preview(gallery: LinkParts, photo: GalleryPhotoRow): GalleryPreview {
    return {
      id: photo.id,
      file_name: photo.file_name,
      width: photo.width,
      height: photo.height,
      placeholder: photo.placeholder,
      preview_url: this.file(gallery, photo.id, 'preview'),
      thumb_url: this.file(gallery, photo.id, 'thumb'),
    };
  }
}
