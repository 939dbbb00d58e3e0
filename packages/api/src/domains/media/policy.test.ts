import { describe, expect, it } from 'vitest';
import type { PlanName, Role } from '@tasbir/shared';
import { DomainError } from '../../errors.js';
import { uploadAllowance, type Uploader } from './policy.js';

const now = new Date('2025-03-01T00:00:00Z');
const uploader = (
  role: Role,
  plan: PlanName,
  counts: { photos?: number; reels?: number } = {},
  expiresAt = '2025-03-20T00:00:00Z',
): Uploader => ({
  id: 'u1',
  role,
  subscription_plan: plan,
  subscription_expires_at: plan === 'free' ? null : expiresAt,
  photo_count: counts.photos ?? 0,
  reel_count: counts.reels ?? 0,
});

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof DomainError ? `${error.kind}: ${error.message}` : String(error);
  }
  return 'allowed';
};

describe('upload rules', () => {
  it('lets no one upload on free, whatever the role', () => {
    expect(refusal(() => uploadAllowance(uploader('photographer', 'free'), 'photo', now))).toBe(
      'FORBIDDEN: Photo upload requires a paid subscription...',
    );
    expect(refusal(() => uploadAllowance(uploader('photographer', 'free'), 'reel', now))).toBe(
      'FORBIDDEN: Reel upload requires Silver plan or higher.',
    );
    expect(refusal(() => uploadAllowance(uploader('user', 'free'), 'photo', now))).toBe(
      'FORBIDDEN: Photo upload requires a paid subscription...',
    );
  });

  it('lets photographers and users upload from silver on, within the counts', () => {
    for (const role of ['photographer', 'user'] as const) {
      expect(uploadAllowance(uploader(role, 'silver'), 'photo', now)).toMatchObject({
        limit: 5,
        remaining: 5,
        max_file_mb: 5,
        max_file_bytes: 5 * 1024 * 1024,
      });
      expect(uploadAllowance(uploader(role, 'silver', { reels: 1 }), 'reel', now)).toMatchObject({
        limit: 2,
        remaining: 1,
        max_file_mb: 50,
      });
    }
    expect(refusal(() => uploadAllowance(uploader('user', 'gold', { photos: 15 }), 'photo', now))).toBe(
      "FORBIDDEN: You've reached your plan limit of 15 photos. Please upgrade to upload more.",
    );
    expect(refusal(() => uploadAllowance(uploader('photographer', 'diamond', { reels: 25 }), 'reel', now))).toBe(
      "FORBIDDEN: You've reached your plan limit of 25 reels. Please upgrade to upload more.",
    );
  });

  it('counts a lapsed plan as free', () => {
    expect(
      refusal(() => uploadAllowance(uploader('photographer', 'royal', {}, '2025-02-28T23:59:59Z'), 'photo', now)),
    ).toBe('FORBIDDEN: Photo upload requires a paid subscription...');
  });

  it('leaves royal unlimited in count, and admins unlimited on any plan', () => {
    expect(uploadAllowance(uploader('photographer', 'royal', { photos: 10_000 }), 'photo', now)).toMatchObject({
      limit: 'unlimited',
      remaining: 'unlimited',
      max_file_mb: 50,
    });
    expect(uploadAllowance(uploader('admin', 'free', { reels: 999 }), 'reel', now)).toMatchObject({
      limit: 'unlimited',
      max_file_mb: 500,
    });
  });
});
