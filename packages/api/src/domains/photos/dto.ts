import type { PhotoRow } from '@tasbir/db';
import type { Photo } from '@tasbir/shared';
import { mediaUrl } from '../../files/mediaKeys.js';

/** A photo as clients see it (docs/product.md): URLs under /api/media/, never bytes. */
export function toPhoto(row: PhotoRow, photographerUsername: string, likedByMe: boolean): Photo {
  const imageUrl = mediaUrl(row.image_key);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    location: row.location,
    image_data: imageUrl,
    image_url: imageUrl,
    thumb_url: mediaUrl(row.thumb_key),
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    likes: row.likes_count,
    liked_by_me: likedByMe,
    views: row.views_count,
    photographer_id: row.photographer_id,
    photographer_username: photographerUsername,
    created_at: row.created_at,
  };
}
