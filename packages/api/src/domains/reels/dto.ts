import type { ReelRow } from '@tasbir/db';
import type { Reel } from '@tasbir/shared';
import { mediaUrl } from '../../files/mediaKeys.js';

/** A reel as clients see it (docs/product.md): URLs under /api/media/, counts instead of lists. */
export function toReel(row: ReelRow, photographerUsername: string, likedByMe: boolean): Reel {
  const videoUrl = mediaUrl(row.video_key);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    location: row.location,
    video_data: videoUrl,
    video_url: videoUrl,
    video_type: row.video_type,
    poster_url: row.poster_key ? mediaUrl(row.poster_key) : null,
    width: row.width,
    height: row.height,
    likes: row.likes_count,
    liked_by_me: likedByMe,
    views: row.views_count,
    comments_count: row.comments_count,
    shares: row.shares_count,
    photographer_id: row.photographer_id,
    photographer_username: photographerUsername,
    created_at: row.created_at,
  };
}
