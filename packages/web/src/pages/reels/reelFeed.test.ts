import { describe, expect, it } from 'vitest';
import type { Reel } from '@tasbir/shared';
import { hasVideo, reelLink, shouldLoadMore } from './reelFeed.js';

const reel = (id: string, video_url = `/api/media/${id}.mp4`): Reel => ({
  id,
  title: `Reel ${id}`,
  description: null,
  category: 'General',
  location: null,
  likes: 0,
  liked_by_me: false,
  views: 0,
  photographer_id: 'p1',
  photographer_username: 'lens',
  created_at: '2025-01-01T00:00:00.000Z',
  video_data: video_url,
  video_url,
  video_type: 'video/mp4',
  poster_url: null,
  width: 160,
  height: 284,
  comments_count: 0,
  shares: 0,
});

describe('hasVideo', () => {
  it('decides on the video URL, not on its length', () => {
    expect(hasVideo(reel('a', '/api/media/ab.mp4'))).toBe(true);
    expect(hasVideo(reel('a', ''))).toBe(false);
  });
});

describe('reelLink and shouldLoadMore', () => {
  it('builds {origin}/reels/{id}', () => {
    expect(reelLink('https://tasbir.example', '0199-ab')).toBe('https://tasbir.example/reels/0199-ab');
  });

  it('asks for more when the reel in view is near the end', () => {
    expect(shouldLoadMore(0, 10)).toBe(false);
    expect(shouldLoadMore(7, 10)).toBe(true);
    expect(shouldLoadMore(-1, 10)).toBe(false);
  });
});
