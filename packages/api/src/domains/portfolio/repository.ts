import type { Db, PhotographerProfileRow } from '@tasbir/db';
import type { PortfolioFields } from '@tasbir/shared';
import { writeSearchDocument } from '../search/documentRepository.js';

/** Portfolios: the profile row, its specialty rows, and the photos a portfolio may feature. */
export class PortfolioRepository {
  constructor(private readonly db: Db) {}

  findProfile(userId: string): Promise<PhotographerProfileRow | undefined> {
    return this.db.selectFrom('photographer_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** Which of these ids are photos of this photographer, in the order given. */
  async ownPhotoIds(photographerId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('photos')
      .select('id')
      .where('photographer_id', '=', photographerId)
      .where('id', 'in', ids)
      .execute();
    const own = new Set(rows.map((row) => row.id));
    return ids.filter((id) => own.has(id));
  }

  /**
   * Saves the whole portfolio and, in the same transaction, what the directory searches and
   * filters on (the specialty rows, the search words and their postings) and the photographer's last activity.
   */
  async save(userId: string, fields: PortfolioFields, searchText: string, now: string): Promise<void> {
    const columns = {
      specializations: JSON.stringify(fields.specializations),
      experience_years: fields.experience_years,
      pricing_range: fields.pricing_range,
      portfolio_description: fields.portfolio_description,
      services: JSON.stringify(fields.services),
      equipment: JSON.stringify(fields.equipment),
      featured_work: JSON.stringify(fields.featured_work),
      search_text: searchText,
      portfolio_updated_at: now,
    };
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('photographer_profiles')
        .values({ user_id: userId, ...columns })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(columns))
        .execute();
      await trx.deleteFrom('photographer_specialties').where('user_id', '=', userId).execute();
      if (fields.specializations.length > 0) {
        await trx
          .insertInto('photographer_specialties')
          .values(fields.specializations.map((specialty) => ({ user_id: userId, specialty })))
          .execute();
      }
      await trx.updateTable('users').set({ last_active_at: now }).where('id', '=', userId).execute();
      await writeSearchDocument(trx, userId);
    });
  }
}
