import type { Db, GalleryWatermarkRow } from '@tasbir/db';
import { defaultWatermark, type WatermarkSettings } from '@tasbir/shared';

/** Each photographer's watermark setting: one row once they change it. */
export class WatermarkRepository {
  constructor(private readonly db: Db) {}

  find(photographerId: string): Promise<GalleryWatermarkRow | undefined> {
    return this.db
      .selectFrom('gallery_watermarks')
      .selectAll()
      .where('photographer_id', '=', photographerId)
      .executeTakeFirst();
  }

  async saveSettings(photographerId: string, settings: WatermarkSettings, now: string): Promise<void> {
    await this.db
      .insertInto('gallery_watermarks')
      .values({ photographer_id: photographerId, logo_key: null, ...settings, updated_at: now })
      .onConflict((oc) => oc.column('photographer_id').doUpdateSet({ ...settings, updated_at: now }))
      .execute();
  }

  /** Sets or clears the logo; answers the logo it replaced. */
  setLogo(photographerId: string, logoKey: string | null, now: string): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('gallery_watermarks')
        .select('logo_key')
        .where('photographer_id', '=', photographerId)
        .executeTakeFirst();
      await trx
        .insertInto('gallery_watermarks')
        .values({ photographer_id: photographerId, logo_key: logoKey, ...defaultWatermark, updated_at: now })
        .onConflict((oc) => oc.column('photographer_id').doUpdateSet({ logo_key: logoKey, updated_at: now }))
        .execute();
      return before?.logo_key ?? null;
    });
  }
}
