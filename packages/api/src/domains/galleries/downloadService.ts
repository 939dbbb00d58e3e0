import type { Readable } from 'node:stream';
import type { GalleryPhotoRow, GalleryRow } from '@tasbir/db';
import type { GalleryDownloadSize } from '@tasbir/shared';
import { forbidden, notFound } from '../../errors.js';
import type { MediaStore } from '../../files/store.js';
import { downloadName, safeFileName, uniqueNames } from './downloadNames.js';
import { downloadRefusal } from './rules.js';
import type { GalleryGate, Visit } from './visitGate.js';
import type { GalleryVisitRepository } from './visitRepository.js';
import type { ZipEntry } from './zip.js';

type Deps = { repository: GalleryVisitRepository; gate: GalleryGate; files: MediaStore };

/** A request for a download: the size, the PIN and whatever unlocked the gallery. */
export type DownloadAsk = { token: string; size: GalleryDownloadSize; pin: string | undefined; visit: Visit };

export type PhotoDownload = { name: string; key: string; bytes: number; contentType: string };
export type GalleryDownload = { name: string; entries: ZipEntry[] };

/**
 * The ZIP reads each file in 1 MiB pieces: each piece costs the stream's per-chunk work once, so
 * 64 KiB pieces (the default) held the ZIP to about half a bare read, 1 MiB to about all of it
 * (bench/galleryZip.js). One file is open at a time, so a download holds one piece.
 */
const zipReadChunkBytes = 1 << 20;

const keyOf = (photo: Pick<GalleryPhotoRow, 'original_key' | 'web_key'>, size: GalleryDownloadSize) =>
  size === 'original' ? photo.original_key : photo.web_key;

/**
 * A client's downloads (docs/decisions/017-delivery-galleries.md): the link, the PIN (a wrong one
 * answers as a wrong link), the password's access when there is one, then the gallery's rule:
 * off, web size only, or originals, which a gallery tied to a booking opens once its balance is paid.
 * Each download, a photo or the whole gallery, counts once.
 */
export class GalleryDownloads {
  constructor(private readonly deps: Deps) {}

  async photo(ask: DownloadAsk, photoId: string): Promise<PhotoDownload> {
    const gallery = await this.admitted(ask);
    const photo = photoId.length <= 64 ? await this.deps.repository.photo(gallery.id, photoId) : undefined;
    if (!photo) throw notFound('galleryPhotoNotFound');
    const stored = await this.deps.files.stat(keyOf(photo, ask.size));
    if (!stored) throw notFound('galleryPhotoNotFound');
    await this.deps.repository.countDownload(gallery.id);
    return {
      name: downloadName(photo.file_name, ask.size),
      key: stored.key,
      bytes: stored.size,
      contentType: stored.contentType,
    };
  }

  /** The bytes of a file `photo` answered. */
  stream(key: string): Readable {
    return this.deps.files.stream(key);
  }

  /** Every photo of the gallery as ZIP entries, each opened in its turn (the sizes read once, for Content-Length). */
  async gallery(ask: DownloadAsk): Promise<GalleryDownload> {
    const gallery = await this.admitted(ask);
    const { repository, files } = this.deps;
    const photos = await repository.allPhotos(gallery.id);
    const stats = await Promise.all(photos.map((photo) => files.stat(keyOf(photo, ask.size))));
    const present = photos.flatMap((photo, index) => {
      const stored = stats[index];
      return stored ? [{ photo, stored }] : [];
    });
    const names = uniqueNames(present.map(({ photo }) => downloadName(photo.file_name, ask.size)));
    await repository.countDownload(gallery.id);
    return {
      name: `${safeFileName(gallery.title, 'gallery')}${ask.size === 'web' ? ' (web size)' : ''}.zip`,
      entries: present.map(({ photo, stored }, index) => ({
        name: names[index] ?? photo.id,
        size: stored.size,
        modified: new Date(photo.created_at),
        // Content-addressed: a key's bytes never change; a file deleted meanwhile fails the read, and
        // the download stops short of its Content-Length rather than leaving a photo out unseen.
        open: () => files.stream(stored.key, undefined, zipReadChunkBytes),
      })),
    };
  }

  /**
   * Whether a download would be let through (the PIN, the password's access, the rule), asked by the
   * page before it sends the browser to the file: a refusal shows on the page, not as a file. Nothing is counted but a wrong PIN.
   */
  async check(ask: DownloadAsk): Promise<{ ok: true }> {
    await this.admitted(ask);
    return { ok: true };
  }

  private async admitted(ask: DownloadAsk): Promise<GalleryRow> {
    const gallery = await this.deps.gate.admitWithPin(ask.token, ask.pin, ask.visit);
    const refusal = downloadRefusal(gallery, ask.size, await this.deps.repository.balancePaidAt(gallery.booking_id));
    if (refusal) throw forbidden(refusal);
    return gallery;
  }
}
