import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { nowIso } from '@tasbir/db';
import {
  defaultWatermark,
  galleryLimits,
  type Watermark,
  type WatermarkLogoAllowance,
  type WatermarkSettings,
} from '@tasbir/shared';
import { badRequest, tooLarge } from '../../errors.js';
import { classifiedImageError, imageReadOptions, ImageTooLargeError, maxInputMegapixels } from '../../files/images.js';
import type { MediaLibrary } from '../../files/library.js';
import { readHead, sniffImage } from '../../files/sniff.js';
import type { StagedFile } from '../../files/staging.js';
import type { WatermarkMark } from '../../files/watermarkMark.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { WatermarkRepository } from './watermarkRepository.js';

const logoMaxBytes = galleryLimits.watermarkLogoMb * 1024 * 1024;
export const watermarkLogoAllowance: WatermarkLogoAllowance = {
  max_file_bytes: logoMaxBytes,
  max_file_mb: galleryLimits.watermarkLogoMb,
};
const logoLimit = {
  maxBytes: logoMaxBytes,
  tooLarge: () => tooLarge('watermarkLogoTooLarge', { mb: galleryLimits.watermarkLogoMb }),
};
/** A logo is kept no larger than this box: a preview is 1600 px wide and a mark at most 60% of it. */
const logoBoxPx = 1000;
/** The logo shown back to its photographer in the settings. */
const logoShownPx = 256;

type Deps = { repository: WatermarkRepository; files: MediaLibrary };

/**
 * A photographer's watermark (docs/decisions/017-delivery-galleries.md): their username unless they
 * upload a logo, placed and sized on every preview made afterwards; previews already made keep theirs.
 */
export class GalleryWatermarks {
  constructor(private readonly deps: Deps) {}

  allowance(): WatermarkLogoAllowance {
    return watermarkLogoAllowance;
  }

  async get(user: AuthenticatedUser): Promise<Watermark> {
    const row = await this.deps.repository.find(user.id);
    const logo = row?.logo_key ? await this.logoBytes(row.logo_key) : undefined;
    const shown = logo
      ? await sharp(logo).resize({ width: logoShownPx, height: logoShownPx, fit: 'inside' }).webp().toBuffer()
      : undefined;
    return {
      position: row?.position ?? defaultWatermark.position,
      size_percent: row?.size_percent ?? defaultWatermark.size_percent,
      logo_url: shown ? `data:image/webp;base64,${shown.toString('base64')}` : null,
      text: user.username,
    };
  }

  async update(user: AuthenticatedUser, settings: WatermarkSettings): Promise<Watermark> {
    await this.deps.repository.saveSettings(user.id, settings, nowIso());
    return this.get(user);
  }

  /** A new logo (PNG, WebP or JPEG up to 2 MB), kept as a PNG without metadata; the one it replaces goes. */
  async uploadLogo(user: AuthenticatedUser, source: string | StagedFile): Promise<Watermark> {
    const { files, repository } = this.deps;
    const previous = await files.uploadWithin(source, logoLimit, this.processLogo, (media) =>
      repository.setLogo(user.id, media.logo_key, nowIso()),
    );
    await this.discard(previous);
    return this.get(user);
  }

  async removeLogo(user: AuthenticatedUser): Promise<Watermark> {
    await this.discard(await this.deps.repository.setLogo(user.id, null, nowIso()));
    return this.get(user);
  }

  /** What goes on the previews of the photographer's next uploads. */
  async markFor(user: Pick<AuthenticatedUser, 'id' | 'username'>): Promise<WatermarkMark> {
    const row = await this.deps.repository.find(user.id);
    const placed = {
      position: row?.position ?? defaultWatermark.position,
      sizePercent: row?.size_percent ?? defaultWatermark.size_percent,
    };
    const logo = row?.logo_key ? await this.logoBytes(row.logo_key) : undefined;
    return logo ? { ...placed, logo } : { ...placed, text: user.username };
  }

  private readonly processLogo = async (file: StagedFile) => {
    if (!sniffImage(await readHead(file.path))) throw badRequest('imageTypeRefused');
    let png: Buffer;
    try {
      png = await sharp(file.path, imageReadOptions)
        .rotate()
        .resize({ width: logoBoxPx, height: logoBoxPx, fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .png()
        .toBuffer();
    } catch (error) {
      const refusal = classifiedImageError(error);
      throw refusal instanceof ImageTooLargeError
        ? badRequest('imageTooManyPixels', { megapixels: maxInputMegapixels })
        : badRequest('imageUnreadable');
    }
    const stored = await this.deps.files.store.put(png, 'png');
    return { created: stored.created ? [stored.key] : [], logo_key: stored.key };
  };

  private async logoBytes(key: string): Promise<Buffer | undefined> {
    const { store } = this.deps.files;
    return (await store.stat(key)) ? buffer(store.stream(key)) : undefined;
  }

  private async discard(key: string | null): Promise<void> {
    if (key) await this.deps.files.discard([key]);
  }
}
