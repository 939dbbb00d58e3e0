import type { UserRow } from '@tasbir/db';
import type { MediaKind, UploadAllowance, UploadStats } from '@tasbir/shared';
import type { MediaLibrary } from '../../files/library.js';
import { uploadAllowance, uploadStats } from './policy.js';

/** Upload limits as the caller sees them, and the media pipeline the photo and reel services share. */
export class MediaService {
  constructor(readonly library: MediaLibrary) {}

  uploadStats(user: UserRow): UploadStats {
    return uploadStats(user);
  }

  /** Refuses (403, the product's sentences) when the caller may not upload one more of this kind now. */
  uploadAllowance(user: UserRow, kind: MediaKind): UploadAllowance {
    return uploadAllowance(user, kind);
  }
}
