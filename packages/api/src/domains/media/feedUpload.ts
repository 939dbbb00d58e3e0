import { newId, nowIso, type UserRow } from '@tasbir/db';
import type { MediaFields, MediaKind, UploadCount } from '@tasbir/shared';
import { forbidden } from '../../errors.js';
import type { MediaLibrary } from '../../files/library.js';
import type { StagedFile } from '../../files/staging.js';
import { uploadAllowance } from './policy.js';

/** The columns every photo and reel row has from its upload, beside those of its file. */
export type UploadedColumns = Pick<MediaFields, 'title' | 'category'> & {
  id: string;
  photographer_id: string;
  description: string | null;
  location: string | null;
  created_at: string;
};

/** How one kind of item is uploaded: its file, its processing, the columns the file gives, and the new item. */
export type FeedUpload<In extends MediaFields, M extends { created: string[] }, C, I> = {
  kind: MediaKind;
  library: MediaLibrary;
  file: (input: In) => string | StagedFile;
  process: (file: StagedFile) => Promise<M>;
  columns: (media: M) => C;
  /** Inserts the row and counts it on its photographer, only while under `limit`. */
  insert: (row: UploadedColumns & C, limit: UploadCount) => Promise<boolean>;
  created: (row: UploadedColumns & C, username: string) => I;
};

const refusals = {
  photo: { limitReached: 'photoLimitReached', needsPlan: 'photoNeedsPlan' },
  reel: { limitReached: 'reelLimitReached', needsPlan: 'reelNeedsPlan' },
} as const;

/** Plan and count first, then size, type and processing; whichever step refuses, nothing is stored. */
export async function uploadItem<In extends MediaFields, M extends { created: string[] }, C, I>(
  upload: FeedUpload<In, M, C, I>,
  user: UserRow,
  input: In,
): Promise<I> {
  const allowance = uploadAllowance(user, upload.kind);
  return upload.library.upload(upload.file(input), allowance, upload.process, async (media) => {
    const row = {
      id: newId(),
      photographer_id: user.id,
      title: input.title,
      description: input.description ?? null,
      category: input.category,
      location: input.location ?? null,
      ...upload.columns(media),
      created_at: nowIso(),
    };
    if (!(await upload.insert(row, allowance.limit))) {
      // A concurrent upload took the last place, or the plan ended meanwhile.
      const refusal = refusals[upload.kind];
      throw typeof allowance.limit === 'number'
        ? forbidden(refusal.limitReached, { count: allowance.limit })
        : forbidden(refusal.needsPlan);
    }
    return upload.created(row, user.username);
  });
}
