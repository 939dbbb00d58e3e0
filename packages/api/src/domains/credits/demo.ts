import { demoPhotographers, demoUsers, nowIso, type Db, type UserRow } from '@tasbir/db';
import sharp from 'sharp';
import type { GiftsService } from '../gifts/service.js';
import type { SubscriptionsService } from '../subscriptions/service.js';
import type { CreditsRepository } from './repository.js';
import type { CreditsService } from './service.js';

type Economy = {
  credits: CreditsService;
  creditsRepository: CreditsRepository;
  gifts: GiftsService;
  subscriptions: SubscriptionsService;
  recountBoards: (now: Date) => Promise<boolean>;
};

const dayMs = 24 * 60 * 60 * 1000;
/** Cheapest first, so the grid's every size is sent. */
const demoGiftTypes = ['marigold', 'chiya', 'momo', 'film_roll', 'lali_gurans', 'dhaka_topi', 'himalaya'];

/** A small, distinct JPEG that stands in for a bank or wallet receipt. */
async function demoReceipt(label: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#f4f1ea"/><text x="20" y="60" font-size="22" font-family="sans-serif">Receipt</text><text x="20" y="110" font-size="16" font-family="sans-serif">${label}</text></svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

async function usersByName(db: Db, names: string[]): Promise<Map<string, UserRow>> {
  const rows = await db.selectFrom('users').selectAll().where('username', 'in', names).execute();
  return new Map(rows.map((row) => [row.username, row]));
}

/**
 * The demo economy, through the same calls as real use: each demo fan buys credits with a receipt
 * (approved by the system, as an admin would), sends gifts spread over the last year to the demo
 * photographers (so the weekly, monthly and yearly boards differ), and one credit request and one
 * plan request are left waiting for an admin.
 */
export async function seedDemoEconomy(db: Db, economy: Economy): Promise<{ gifts: number }> {
  const names = [...demoUsers.map((u) => u.username), ...demoPhotographers.map((p) => p.username)];
  const byName = await usersByName(db, names);
  const fans = demoUsers.map((u) => byName.get(u.username)).filter((user): user is UserRow => user !== undefined);
  const photographers = demoPhotographers
    .map((p) => byName.get(p.username))
    .filter((user): user is UserRow => user !== undefined);
  if (fans.length === 0 || photographers.length === 0) return { gifts: 0 };

  for (const fan of fans) {
    const request = await economy.credits.request(fan, {
      amount: 50_000,
      payment_method: 'esewa',
      receipt_image: await demoReceipt(`eSewa top-up for ${fan.username}`),
    });
    await economy.creditsRepository.decide({
      id: request.id,
      status: 'approved',
      adminNote: 'Demo data',
      adminId: null,
      now: nowIso(),
    });
  }
  const funded = await usersByName(
    db,
    fans.map((fan) => fan.username),
  );

  const now = Date.now();
  let sent = 0;
  for (let i = 0; i < 72; i += 1) {
    const fan = funded.get(fans[i % fans.length]?.username ?? '');
    // Popular photographers get more: the first few of the list come round most often.
    const to = photographers[Math.floor((((i * 7) % 23) ** 2 / 23 ** 2) * photographers.length)];
    const type = demoGiftTypes[(i * 3) % demoGiftTypes.length];
    if (!fan || !to || !type) continue;
    await economy.gifts.purchase(
      fan,
      { recipient_id: to.id, gift_type: type, message: i % 4 === 0 ? 'Dherai ramro kaam!' : null },
      new Date(now - i * 5 * dayMs - (i % 5) * 3_600_000),
    );
    sent += 1;
  }
  await economy.recountBoards(new Date(now));

  const [maya] = fans;
  if (maya)
    await economy.credits.request(maya, {
      amount: 1000,
      payment_method: 'khalti',
      receipt_image: await demoReceipt('Khalti transfer, 1,000'),
    });
  const onSilver = byName.get('bikash_thapa');
  if (onSilver)
    await economy.subscriptions.upgrade(onSilver, {
      plan: 'gold',
      payment_method: 'bank_transfer',
      payment_proof: await demoReceipt('Bank transfer, Rs 1,000'),
    });
  return { gifts: sent };
}
