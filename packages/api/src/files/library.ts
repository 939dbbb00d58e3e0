import { profilePictureLimits, type UploadAllowance } from '@tasbir/shared';
import { FileDataError, FileTooLargeError, StagedFile, type Staging } from './staging.js';
import { badRequest, tooLarge } from '../errors.js';
import { ImageTooLargeError, ImageUnreadableError, maxInputMegapixels, processAvatar, processImage } from './images.js';
import { readHead, sniffImage, sniffVideo, videoContentTypes } from './sniff.js';
import type { MediaStore } from './store.js';
import { processVideo, VideoUnreadableError } from './videos.js';

type Created = {
  /** Keys this upload added to the store (removed again if the upload fails later). */ created: string[];
};
export type PhotoMedia = Created & {
  image_key: string;
  thumb_key: string;
  width: number;
  height: number;
  placeholder: string;
};
export type ReelMedia = Created & {
  video_key: string;
  video_type: string;
  poster_key: string | null;
  width: number | null;
  height: number | null;
};
export type AvatarMedia = Created & { avatar_key: string };
/** How large a file an upload may be, and the refusal when it is larger. */
export type SizeLimit = { maxBytes: number; tooLarge: () => Error };

/** The image library's failures as the refusals a client reads. */
function imageRefusal(error: unknown): never {
  if (error instanceof ImageTooLargeError) throw badRequest('imageTooManyPixels', { megapixels: maxInputMegapixels });
  if (error instanceof ImageUnreadableError) throw badRequest('imageUnreadable');
  throw error;
}
const fileTooLarge = (allowance: Pick<UploadAllowance, 'max_file_mb'>) =>
  tooLarge('fileTooLarge', { mb: allowance.max_file_mb });
/** Keys looked up at once when many files go. */
const discardBatch = 500;

/**
 * The one pipeline every upload goes through, whichever way it came (multipart, JSON data URL,
 * tRPC, demo seed): stage → size → type from the bytes → process → store → save the row. Any
 * failure leaves no row, no stored file that this upload added, and no staged file it made.
 */
export class MediaLibrary {
  constructor(
    readonly store: MediaStore,
    readonly staging: Staging,
    /** Where ffmpeg is, or null when it is not installed (asked lazily, once). */
    readonly ffmpeg: () => Promise<string | null>,
    /** Which keys rows still point at: equal uploads share files, so those stay. */
    private readonly keysInUse: (keys: string[]) => Promise<Set<string>>,
  ) {}

  upload<M extends Created, T>(
    source: string | StagedFile,
    allowance: UploadAllowance,
    process: (file: StagedFile) => Promise<M>,
    save: (media: M) => Promise<T>,
  ): Promise<T> {
    return this.uploadWithin(
      source,
      { maxBytes: allowance.max_file_bytes, tooLarge: () => fileTooLarge(allowance) },
      process,
      save,
    );
  }

  /** `upload` with a size limit of its own rather than a plan's (a profile picture). */
  async uploadWithin<M extends Created, T>(
    source: string | StagedFile,
    limit: SizeLimit,
    process: (file: StagedFile) => Promise<M>,
    save: (media: M) => Promise<T>,
  ): Promise<T> {
    const owned = !(source instanceof StagedFile);
    const file = owned ? await this.fromDataUrl(source, limit) : source;
    try {
      if (file.size > limit.maxBytes) throw limit.tooLarge();
      const media = await process(file);
      try {
        return await save(media);
      } catch (error) {
        await this.discard(media.created);
        throw error;
      }
    } finally {
      if (owned) await this.staging.remove(file);
    }
  }

  private async fromDataUrl(text: string, limit: SizeLimit): Promise<StagedFile> {
    try {
      return await this.staging.fromDataUrl(text, limit.maxBytes);
    } catch (error) {
      if (error instanceof FileTooLargeError) throw limit.tooLarge();
      if (error instanceof FileDataError) throw badRequest('fileDataInvalid');
      throw error;
    }
  }

  /** A photo as WebP display and thumbnail variants, metadata stripped. */
  readonly processPhoto = async (file: StagedFile): Promise<PhotoMedia> => {
    if (!sniffImage(await readHead(file.path))) throw badRequest('imageTypeRefused');
    const image = await processImage(file.path).catch(imageRefusal);
    const created: string[] = [];
    try {
      const display = await this.keep(this.store.put(image.display, 'webp'), created);
      const thumb = await this.keep(this.store.put(image.thumb, 'webp'), created);
      return {
        created,
        image_key: display,
        thumb_key: thumb,
        width: image.width,
        height: image.height,
        placeholder: image.placeholder,
      };
    } catch (error) {
      await this.discard(created);
      throw error;
    }
  };

  /** A profile picture as a square WebP (images.ts, processAvatar), metadata stripped. */
  readonly processAvatar = async (file: StagedFile): Promise<AvatarMedia> => {
    if (!sniffImage(await readHead(file.path))) throw badRequest('imageTypeRefused');
    const avatar = await processAvatar(file.path, profilePictureLimits.sidePx).catch(imageRefusal);
    const created: string[] = [];
    return { created, avatar_key: await this.keep(this.store.put(avatar, 'webp'), created) };
  };

  /** A reel as uploaded (or remuxed for fast start), with a poster when ffmpeg is present. */
  readonly processReel = async (file: StagedFile): Promise<ReelMedia> => {
    const type = sniffVideo(await readHead(file.path));
    if (!type) throw badRequest('videoTypeRefused');
    const video = await processVideo(await this.ffmpeg(), file.path, type, this.staging).catch((error: unknown) => {
      if (error instanceof VideoUnreadableError) throw badRequest('videoUnreadable');
      throw error;
    });
    const created: string[] = [];
    try {
      const videoKey = await this.keep(this.store.put({ path: video.path }, video.type), created);
      const posterKey = video.poster ? await this.keep(this.store.put(video.poster.poster, 'webp'), created) : null;
      return {
        created,
        video_key: videoKey,
        video_type: videoContentTypes[video.type],
        poster_key: posterKey,
        width: video.poster?.width ?? null,
        height: video.poster?.height ?? null,
      };
    } catch (error) {
      await this.discard(created);
      throw error;
    } finally {
      for (const path of video.temporary) await this.staging.remove(path);
    }
  };

  private async keep(put: ReturnType<MediaStore['put']>, created: string[]): Promise<string> {
    const stored = await put;
    if (stored.created) created.push(stored.key);
    return stored.key;
  }

  /** Deletes stored files no row points at now. */
  async discard(keys: string[]): Promise<void> {
    const used = await this.keysInUse(keys);
    for (const key of keys) if (!used.has(key)) await this.store.delete(key);
  }

  /** `discard` for a great many keys, a batch at a time, so one lookup never outgrows the database's parameter limit. */
  async discardMany(keys: string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += discardBatch)
      await this.discard(keys.slice(start, start + discardBatch));
  }
}
