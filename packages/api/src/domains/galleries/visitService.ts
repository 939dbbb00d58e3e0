import { createHash, randomBytes } from 'node:crypto';
import { newId, nowIso, type GalleryRow, type GalleryVisitorRow } from '@tasbir/db';
import type { GalleryPicks, Page, GalleryPreview, PublicGallery } from '@tasbir/shared';
import { badRequest, conflict, notFound, unauthorized } from '../../errors.js';
import { cursorJson } from '../../paging/cursor.js';
import type { Notifier } from '../notifications/service.js';
import type { GalleryAddresses } from './addresses.js';
import type { GalleryViewOnce } from './guessLimits.js';
import { originalsOpen } from './rules.js';
import type { GalleryGate, Visit } from './visitGate.js';
import type { GalleryVisitRepository, PhotoCursor } from './visitRepository.js';

type Deps = {
  repository: GalleryVisitRepository;
  gate: GalleryGate;
  addresses: GalleryAddresses;
  views: GalleryViewOnce;
  notifier: Notifier;
  /** Tells the photographer's open pages that a selection came, so their selection view refreshes. */
  selectionSent: (photographerId: string, galleryId: string, visitorId: string) => Promise<void>;
};

/** Only the SHA-256 of a visitor's key is kept: a copy of the database cannot pick for them. */
export const visitorKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** A browser, for counting its views once: a hash of its address and user agent (neither is kept). */
const browserKey = (visit: Visit) =>
  createHash('sha256').update(`${visit.ip}\n${visit.userAgent}`).digest('base64url').slice(0, 32);

function photoCursor(text: string | undefined): PhotoCursor | undefined {
  if (!text) return undefined;
  const value = cursorJson(text);
  if (!Array.isArray(value) || typeof value[0] !== 'string' || typeof value[1] !== 'string' || value[1].length > 64)
    throw badRequest('cursorInvalid');
  return { file_name: value[0], id: value[1] };
}

/**
 * A client's visit to a gallery by its link, with no account (docs/decisions/017-delivery-galleries.md):
 * the gallery's head and previews, the name and email that make them a visitor, their picks for the
 * album and the selection they send to the photographer.
 */
export class GalleryVisitsService {
  constructor(private readonly deps: Deps) {}

  /** `GET /g/{token}`: counts the view once per browser a day; a locked gallery tells only that it needs a password. */
  async head(token: string, visit: Visit): Promise<PublicGallery> {
    const { gallery, answer } = await this.describe(token, visit);
    const { repository, views } = this.deps;
    if (gallery && (await views.first(gallery.id, browserKey(visit)))) await repository.countView(gallery.id);
    return answer;
  }

  /** What a shared link's preview shows (the app page's tags): the head, without counting a view (crawlers fetch it). */
  async linkPreview(token: string, visit: Visit): Promise<PublicGallery> {
    return (await this.describe(token, visit)).answer;
  }

  /** The head of the link's gallery, and the gallery when the visit may see it. */
  private async describe(token: string, visit: Visit): Promise<{ gallery: GalleryRow | null; answer: PublicGallery }> {
    const { repository, addresses } = this.deps;
    const { gallery, unlocked } = await this.deps.gate.reach(token, visit);
    if (!unlocked) return { gallery: null, answer: { needs_password: true } };
    const [owner, balancePaidAt, cover] = await Promise.all([
      repository.owner(gallery.photographer_id),
      repository.balancePaidAt(gallery.booking_id),
      gallery.cover_photo_id ? repository.photo(gallery.id, gallery.cover_photo_id) : undefined,
    ]);
    if (!owner) throw notFound('galleryNotFound');
    return {
      gallery,
      answer: {
        needs_password: false,
        title: gallery.title,
        event_date: gallery.event_date,
        expires_at: gallery.expires_at,
        photographer: owner,
        download: gallery.download,
        originals_open: originalsOpen(gallery, balancePaidAt),
        pick_limit: gallery.pick_limit,
        photo_count: gallery.photo_count,
        cover: cover ? addresses.preview(gallery, cover) : null,
      },
    };
  }

  /** `GET /g/{token}/photos`: a page of previews by file name. */
  async photos(
    input: { token: string; cursor: string | undefined; limit: number },
    visit: Visit,
  ): Promise<Page<GalleryPreview>> {
    const gallery = await this.deps.gate.admit(input.token, visit);
    const rows = await this.deps.repository.photos(gallery.id, input.limit + 1, photoCursor(input.cursor));
    const page = rows.slice(0, input.limit);
    const last = page.at(-1);
    return {
      items: page.map((photo) => this.deps.addresses.preview(gallery, photo)),
      // The cursor carries the file name with the id, as the list's order does.
      next_cursor:
        rows.length > input.limit && last
          ? Buffer.from(JSON.stringify([last.file_name, last.id])).toString('base64url')
          : null,
    };
  }

  /** `POST /g/{token}/visitor`: a visitor with a new key; the key is answered once and only its hash kept. */
  async addVisitor(
    input: { token: string; name: string; email: string },
    visit: Visit,
  ): Promise<{ visitor_key: string; name: string; email: string }> {
    const gallery = await this.deps.gate.admit(input.token, visit);
    const key = randomBytes(16).toString('base64url');
    await this.deps.repository.addVisitor({
      id: newId(),
      gallery_id: gallery.id,
      name: input.name,
      email: input.email,
      key_hash: visitorKeyHash(key),
      created_at: nowIso(),
    });
    return { visitor_key: key, name: input.name, email: input.email };
  }

  async picks(token: string, visit: Visit): Promise<GalleryPicks> {
    const { gallery, visitor } = await this.visitor(token, visit);
    return this.picksOf(gallery, visitor);
  }

  /** `PUT /g/{token}/picks/{photoId}`: idempotent; refused at the gallery's pick limit. */
  async pick(input: { token: string; photo_id: string }, visit: Visit): Promise<GalleryPicks> {
    const { gallery, visitor } = await this.visitor(input.token, visit);
    if (!(await this.deps.repository.photo(gallery.id, input.photo_id))) throw notFound('galleryPhotoNotFound');
    const outcome = await this.deps.repository.pick(visitor, input.photo_id, gallery.pick_limit, nowIso());
    if (outcome === 'limit') throw conflict('galleryPickLimitReached', { limit: gallery.pick_limit ?? 0 });
    return this.picksOf(gallery, visitor);
  }

  /** `DELETE /g/{token}/picks/{photoId}`: idempotent. */
  async unpick(input: { token: string; photo_id: string }, visit: Visit): Promise<GalleryPicks> {
    const { gallery, visitor } = await this.visitor(input.token, visit);
    if (!(await this.deps.repository.photo(gallery.id, input.photo_id))) throw notFound('galleryPhotoNotFound');
    await this.deps.repository.unpick(visitor.id, input.photo_id);
    return this.picksOf(gallery, visitor);
  }

  /** `POST /g/{token}/selection`: tells the photographer, live, who picked how many; may be sent again after changes. */
  async sendSelection(token: string, visit: Visit): Promise<{ count: number; selection_sent_at: string }> {
    const { gallery, visitor } = await this.visitor(token, visit);
    const { repository, notifier, selectionSent } = this.deps;
    const count = (await repository.pickedIds(visitor.id)).length;
    if (count === 0) throw badRequest('gallerySelectionEmpty');
    const now = nowIso();
    await repository.markSent(visitor.id, now);
    await notifier.notify({
      to: gallery.photographer_id,
      kind: 'gallery_selection',
      params: { name: visitor.name, count, title: gallery.title, gallery_id: gallery.id },
      subjectId: gallery.id,
    });
    await selectionSent(gallery.photographer_id, gallery.id, visitor.id);
    return { count, selection_sent_at: now };
  }

  private async visitor(token: string, visit: Visit): Promise<{ gallery: GalleryRow; visitor: GalleryVisitorRow }> {
    const gallery = await this.deps.gate.admit(token, visit);
    const key = visit.visitorKey;
    const visitor =
      key && key.length <= 64 ? await this.deps.repository.visitorByKey(gallery.id, visitorKeyHash(key)) : undefined;
    if (!visitor) throw unauthorized('galleryVisitorRequired');
    return { gallery, visitor };
  }

  private async picksOf(gallery: GalleryRow, visitor: GalleryVisitorRow): Promise<GalleryPicks> {
    const fresh = await this.deps.repository.visitorByKey(gallery.id, visitor.key_hash);
    return {
      photo_ids: await this.deps.repository.pickedIds(visitor.id),
      pick_limit: gallery.pick_limit,
      selection_sent_at: fresh?.selection_sent_at ?? visitor.selection_sent_at,
    };
  }
}
