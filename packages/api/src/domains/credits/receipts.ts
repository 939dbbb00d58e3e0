import { receiptMaxMb } from '@tasbir/shared';
import { FileDataError, FileTooLargeError, StagedFile, type Staging } from '../../files/staging.js';
import { badRequest, tooLarge } from '../../errors.js';
import { ImageTooLargeError, ImageUnreadableError, maxInputMegapixels, verifyImage } from '../../files/images.js';
import type { MediaExt } from '../../files/mediaKeys.js';
import { readHead, sniffImage } from '../../files/sniff.js';
import type { MediaStore } from '../../files/store.js';

export const receiptMaxBytes = receiptMaxMb * 1024 * 1024;
/** What the receipt-allowance procedures answer: everyone allowed to send a receipt may send this much. */
export const receiptAllowance = { max_file_bytes: receiptMaxBytes, max_file_mb: receiptMaxMb };
const tooLargeReceipt = () => tooLarge('receiptTooLarge', { mb: receiptMaxMb });

/** A receipt's kind from its first bytes: the three web image types, or a PDF. */
function sniffReceipt(head: Buffer): MediaExt | undefined {
  const image = sniffImage(head);
  if (image === 'jpeg') return 'jpg';
  if (image) return image;
  return head.subarray(0, 5).toString('latin1') === '%PDF-' ? 'pdf' : undefined;
}

/**
 * An image receipt must open whole and within the pixel limit: it is kept as sent and shown to an
 * admin as it is, so a file cut short, a page behind an image signature or a decompression bomb is
 * refused here rather than left for the admin's browser to meet.
 */
async function checkReceiptImage(path: string): Promise<void> {
  await verifyImage(path).catch((error: unknown) => {
    if (error instanceof ImageTooLargeError) throw badRequest('imageTooManyPixels', { megapixels: maxInputMegapixels });
    if (error instanceof ImageUnreadableError) throw badRequest('receiptTypeRefused');
    throw error;
  });
}

/**
 * Payment receipts, kept as sent (they are evidence) in a store of their own under DATA_DIR/receipts,
 * which no public route serves: only the request's owner and admins read a receipt, through its
 * request. Content-addressed like media, so the same bytes sent twice have the same key.
 */
export class Receipts {
  constructor(
    readonly store: MediaStore,
    private readonly staging: Staging,
  ) {}

  /** Stages a data URL or bare base64 (JSON calls), or takes a file the REST adapter staged; checks size and kind; stores it. */
  async keep<T>(source: string | StagedFile, save: (stored: { key: string; size: number }) => Promise<T>): Promise<T> {
    const owned = !(source instanceof StagedFile);
    const file = owned ? await this.fromText(source) : source;
    try {
      if (file.size > receiptMaxBytes) throw tooLargeReceipt();
      const ext = sniffReceipt(await readHead(file.path));
      if (!ext) throw badRequest('receiptTypeRefused');
      if (ext !== 'pdf') await checkReceiptImage(file.path);
      const stored = await this.store.put({ path: file.path }, ext);
      try {
        return await save({ key: stored.key, size: stored.size });
      } catch (error) {
        if (stored.created) await this.store.delete(stored.key);
        throw error;
      }
    } finally {
      if (owned) await this.staging.remove(file);
    }
  }

  private async fromText(text: string): Promise<StagedFile> {
    try {
      return await this.staging.fromDataUrl(text, receiptMaxBytes);
    } catch (error) {
      if (error instanceof FileTooLargeError) throw tooLargeReceipt();
      if (error instanceof FileDataError) throw badRequest('fileDataInvalid');
      throw error;
    }
  }
}
