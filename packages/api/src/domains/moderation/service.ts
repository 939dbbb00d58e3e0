import type { UserRow } from '@tasbir/db';
import type { DeletedCount, ListInput, Page, Photo, Reel } from '@tasbir/shared';
import type { AuditLog } from '../audit/auditLog.js';
import type { PhotosService } from '../photos/service.js';
import type { ReelsService } from '../reels/service.js';

type Deps = { photos: PhotosService; reels: ReelsService; audit: AuditLog };

/** The admin panel's content tab: the newest photos and reels, and removing one or all, each written to the audit log. */
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
    await this.deps.audit.record({ actorId: admin.id, action: 'photo.delete', targetType: 'photo', targetId: id, details: { before: { title: photo.title, photographer: photo.photographer_username } } });
    return result;
  }

  async removeReel(admin: UserRow, id: string): Promise<{ deleted: true }> {
    const reel = await this.deps.reels.get(admin, id);
    const result = await this.deps.reels.remove(admin, id);
    await this.deps.audit.record({ actorId: admin.id, action: 'reel.delete', targetType: 'reel', targetId: id, details: { before: { title: reel.title, photographer: reel.photographer_username } } });
    return result;
  }

  async removeAllPhotos(admin: UserRow): Promise<DeletedCount> {
    const result = await this.deps.photos.removeAll();
    await this.deps.audit.record({ actorId: admin.id, action: 'photos.delete_all', details: { after: result } });
    return result;
  }

  async removeAllReels(admin: UserRow): Promise<DeletedCount> {
    const result = await this.deps.reels.removeAll();
    await this.deps.audit.record({ actorId: admin.id, action: 'reels.delete_all', details: { after: result } });
    return result;
  }
}
