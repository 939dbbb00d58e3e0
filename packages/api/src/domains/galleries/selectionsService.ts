import type { GallerySelections } from '@tasbir/shared';
import { notFound } from '../../errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { GalleriesRepository } from './repository.js';
import type { GallerySelectionsRepository } from './selectionsRepository.js';

type Deps = { galleries: GalleriesRepository; selections: GallerySelectionsRepository };

/** An album designer's list: one file name a line. */
export type SelectionExport = { galleryTitle: string; visitorName: string; lines: string[] };

/**
 * The photographer's view of what clients did in a gallery: each visitor's picks, and a visitor's
 * picks as a list of file names for the album designer. Only the gallery's photographer sees them;
 * anyone else is told the gallery is not found.
 */
export class GallerySelectionsService {
  constructor(private readonly deps: Deps) {}

  async list(user: AuthenticatedUser, galleryId: string): Promise<GallerySelections> {
    const gallery = await this.owned(user, galleryId);
    const { selections } = this.deps;
    const [visitors, picks] = await Promise.all([selections.visitors(gallery.id), selections.picks(gallery.id)]);
    return {
      gallery_id: gallery.id,
      views_count: gallery.views_count,
      downloads_count: gallery.downloads_count,
      visitors: visitors.map((visitor) => {
        const own = picks.filter((pick) => pick.visitor_id === visitor.id);
        return {
          id: visitor.id,
          name: visitor.name,
          email: visitor.email,
          picked_count: own.length,
          picks: own.map((pick) => ({ photo_id: pick.photo_id, file_name: pick.file_name })),
          selection_sent_at: visitor.selection_sent_at,
          created_at: visitor.created_at,
        };
      }),
    };
  }

  async export(user: AuthenticatedUser, galleryId: string, visitorId: string): Promise<SelectionExport> {
    const gallery = await this.owned(user, galleryId);
    const visitor = visitorId.length <= 64 ? await this.deps.selections.visitor(gallery.id, visitorId) : undefined;
    if (!visitor) throw notFound('galleryVisitorNotFound');
    const picks = await this.deps.selections.picks(gallery.id, visitor.id);
    return { galleryTitle: gallery.title, visitorName: visitor.name, lines: picks.map((pick) => pick.file_name) };
  }

  private async owned(user: AuthenticatedUser, id: string) {
    const gallery = id.length <= 64 ? await this.deps.galleries.findOwned(id, user.id) : undefined;
    if (!gallery) throw notFound('galleryNotFound');
    return gallery;
  }
}
