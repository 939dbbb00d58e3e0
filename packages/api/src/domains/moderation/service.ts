import type { UserRow } from '@tasbir/db';
import type { DeletedCount, ListInput, Page, Photo, Reel } from '@tasbir/shared';
import type { AuditService } from '../audit/service.js';
import type { PhotosService } from '../photos/service.js';
import type { ReelsService } from '../reels/service.js';

type Deps = { photos: PhotosService; reels: ReelsService; audit: AuditService };

/**
 * The admin panel's content tab: the newest photos and reels, and removing one or all. Each removal
 * is written to the audit log right after it (the removal runs in the photos or reels domain's own
 * transaction), naming the photographer as the account concerned.
 */
export class ModerationService {
  constructor(private readonly deps: Deps) {}

  photos(admin: UserRow, input: ListInput): Promise<Page<Photo>> {
    return this.deps.photos.list(admin, input);
  }

  reels(admin: UserRow, input: ListInput): Promise<Page<Reel>> {
    return this.deps.reels.list(admin, input);
  }

  async removePhoto(admin: UserRow, id: string): Promise<{ deleted: true }> {
    const photo = await this.deps.photos.get(admin, id);
    const result = await this.deps.photos.remove(admin, id);
    await this.deps.audit.record({
      actorId: admin.id,
      action: 'photo.deleted',
      target: { type: 'photo', id, userId: photo.photographer_id },
      details: { before: { title: photo.title, photographer: photo.photographer_username }, after: null },
    });
    return result;
  }

  async removeReel(admin: UserRow, id: string): Promise<{ deleted: true }> {
    const reel = await this.deps.reels.get(admin, id);
    const result = await this.deps.reels.remove(admin, id);
    await this.deps.audit.record({
      actorId: admin.id,
      action: 'reel.deleted',
      target: { type: 'reel', id, userId: reel.photographer_id },
      details: { before: { title: reel.title, photographer: reel.photographer_username }, after: null },
    });
    return result;
  }

  async removeAllPhotos(admin: UserRow): Promise<DeletedCount> {
    const result = await this.deps.photos.removeAll();
    await this.deps.audit.record({
      actorId: admin.id,
      action: 'photos.deleted_all',
      details: { before: null, after: result },
    });
    return result;
  }

  async removeAllReels(admin: UserRow): Promise<DeletedCount> {
    const result = await this.deps.reels.removeAll();
    await this.deps.audit.record({
      actorId: admin.id,
      action: 'reels.deleted_all',
      details: { before: null, after: result },
    });
    return result;
  }
}
