import type { Db } from '@tasbir/db';
import { mediaKeyOfUrl, mediaUrl } from '../../files/mediaKeys.js';

/** Which stored media keys rows still point at: the only Kysely of the media domain itself. */
export class MediaRepository {
  constructor(private readonly db: Db) {}

  async keysInUse(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const [photos, reels, pictures] = await Promise.all([
      this.db
        .selectFrom('photos')
        .select(['image_key', 'thumb_key'])
        .where((eb) => eb.or([eb('image_key', 'in', keys), eb('thumb_key', 'in', keys)]))
        .execute(),
      this.db
        .selectFrom('reels')
        .select(['video_key', 'poster_key'])
        .where((eb) => eb.or([eb('video_key', 'in', keys), eb('poster_key', 'in', keys)]))
        .execute(),
      // Profile pictures are kept as the address they are served from.
      this.db
        .selectFrom('users')
        .select('profile_picture')
        .where('profile_picture', 'in', keys.map(mediaUrl))
        .execute(),
    ]);
    const used = [
      ...photos.flatMap((row) => [row.image_key, row.thumb_key]),
      ...reels.flatMap((row) => [row.video_key, row.poster_key]),
      ...pictures.map((row) => mediaKeyOfUrl(row.profile_picture) ?? null),
    ];
    return new Set(used.filter((key): key is string => key !== null && keys.includes(key)));
  }
}
