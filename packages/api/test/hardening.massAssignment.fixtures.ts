import { newId, nowIso } from '@tasbir/db';
import type { NewUser } from './factories.js';
import type { Reply, TestApp } from './harness.js';
import { dataUrl, photoBytes, type FilePart } from './media.fixtures.js';

/**
 * What the mass-assignment test (hardening.massAssignment.test.ts) asks of a mutation row, and the
 * helpers its valid requests share. The requests themselves are kept by domain:
 * hardening.massAssignment.{accounts,media,money,bookings}.ts.
 */

/** The columns of an account no request may set by sending them along. */
export type Guarded = {
  role: string;
  credits: number;
  verified: number;
  subscription_plan: string;
  subscription_expires_at: string | null;
  suspended: number;
  token_version: number;
};

/** A valid request for one mutation, and what it may legitimately change. */
export type Prepared = {
  /** Who sends it; a visitor when absent. */
  as?: NewUser;
  params?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Headers besides the token (a gallery visitor's key). */
  headers?: Record<string, string>;
  /** Sent as multipart/form-data instead of JSON; the extras travel as text fields. */
  upload?: { fields: Record<string, string>; file: FilePart };
  /** Accounts compared before and after, besides the sender and the victim. */
  watch?: Record<string, string>;
  /** What the call is for, by watched name (`sender`, `victim`, or a name of `watch`); everything else stays. */
  changes?: Record<string, Partial<Guarded>>;
  /** How many of what it creates an account owns: the sender's count grows by one, the victim's by none. */
  owned?: (t: TestApp, accountId: string) => Promise<number>;
  /** Checks what the comparison of accounts cannot see. */
  after?: (t: TestApp, reply: Reply) => Promise<void>;
};

export type Prepare = (t: TestApp, victim: NewUser) => Promise<Prepared>;

/** The `n` of a count query, as a number whichever database answered. */
export const count = async (rows: Promise<{ n: string | number | bigint }>) => Number((await rows).n);

let sequence = 0;
/** A number no earlier call in this run returned, for names and keys that must not repeat. */
export const nextSequence = (): number => (sequence += 1);

/** A reel row straight into the database (no files), for the calls about an existing reel. */
export async function insertReel(t: TestApp, photographerId: string): Promise<string> {
  sequence += 1;
  const id = newId();
  const key = `${'c'.repeat(60)}${String(sequence).padStart(4, '0')}`;
  await t.db
    .insertInto('reels')
    .values({
      id,
      photographer_id: photographerId,
      title: `Reel ${sequence}`,
      description: null,
      category: 'General',
      location: null,
      video_key: `${key}.mp4`,
      video_type: 'video/mp4',
      poster_key: null,
      width: 180,
      height: 320,
      created_at: nowIso(),
    })
    .execute();
  return id;
}

/** A small JPEG, each one different, for the receipts of credit and plan requests. */
export const jpegReceipt = async () => dataUrl(await photoBytes('jpeg', 70 + (sequence += 1), 50));
