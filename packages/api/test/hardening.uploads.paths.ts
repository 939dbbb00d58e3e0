import { join } from 'node:path';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import type { TestApp } from './harness.js';
import type { CorpusFile, Kind } from './hardening.uploads.corpus.fixtures.js';
import { dataUrl, filesUnder, multipartBody, setPlan } from './media.fixtures.js';

/**
 * Every way a file reaches the server (issue 13's upload corpus): the web client's multipart form,
 * the REST API's JSON data URL, and the tRPC procedure, for photos, reels, credit-request receipts,
 * plan-request receipts, profile pictures and watermark logos. Each answer is read into one shape,
 * whichever protocol carried it.
 */
export type Answer = {
  status: number;
  /** The refusal's code, sentence and parameters (REST `{detail, code, params}`, tRPC `error.data`). */
  code?: string;
  detail?: string;
  params: Record<string, unknown>;
  /** What an accepted upload answered (a photo, a reel, a request). */
  created: Record<string, unknown>;
};

export type UploadPath = {
  kind: Kind;
  name: string;
  /** A fresh account allowed to send this kind (silver for photos and reels), so no test meets another's count. */
  uploader: (t: TestApp) => Promise<NewUser>;
  send: (t: TestApp, who: NewUser, file: CorpusFile, bytes: Buffer) => Promise<Answer>;
  /** tRPC reads at most 1 MiB of JSON (docs/decisions/003-media.md); a larger body is refused as a whole. */
  bodyLimit?: number;
  /** The REST table's row it reaches (`POST /photos/upload`); none for tRPC. */
  row?: string;
};

/** `numbers`: fields a JSON body sends as numbers (a form sends every field as text). */
type Form = { path: string; fileField: string; fields: Record<string, string>; numbers?: Record<string, number> };
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const recordOf = (value: unknown) => (isRecord(value) ? value : {});
const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

function restAnswer(status: number, body: unknown): Answer {
  const fields = recordOf(body);
  return status === 200
    ? { status, params: {}, created: fields }
    : {
        status,
        code: textOf(fields.code),
        detail: textOf(fields.detail),
        params: recordOf(fields.params),
        created: {},
      };
}

function trpcAnswer(status: number, body: unknown): Answer {
  const fields = recordOf(body);
  if (status === 200) return { status, params: {}, created: recordOf(recordOf(fields.result).data) };
  // Fastify refuses a body over its limit before tRPC reads it, and answers in REST's shape.
  if (!isRecord(fields.error)) return restAnswer(status, body);
  const error = recordOf(fields.error);
  const data = recordOf(error.data);
  return {
    status,
    code: textOf(data.errorCode),
    detail: textOf(error.message),
    params: recordOf(data.params),
    created: {},
  };
}

const authorised = (who: NewUser) => ({ authorization: `Bearer ${who.access_token}` });
const parse = (text: string): unknown => (text ? (JSON.parse(text) as unknown) : undefined);

function multipart({ path, fileField, fields }: Form): UploadPath['send'] {
  return async (t, who, file, bytes) => {
    const { payload, contentType } = await multipartBody(fields, {
      bytes,
      filename: file.name,
      type: file.type,
      field: fileField,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      payload,
      headers: { 'content-type': contentType, ...authorised(who) },
    });
    return restAnswer(response.statusCode, parse(response.body));
  };
}

function json({ path, fileField, fields, numbers }: Form): UploadPath['send'] {
  return async (t, who, file, bytes) => {
    const payload = JSON.stringify({ ...fields, ...numbers, [fileField]: dataUrl(bytes, file.type) });
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      payload,
      headers: { 'content-type': 'application/json', ...authorised(who) },
    });
    return restAnswer(response.statusCode, parse(response.body));
  };
}

function trpc(procedure: string, fileField: string, input: Record<string, unknown>): UploadPath['send'] {
  return async (t, who, file, bytes) => {
    const payload = JSON.stringify({ ...input, [fileField]: dataUrl(bytes, file.type) });
    const response = await t.app.inject({
      method: 'POST',
      url: `/trpc/${procedure}`,
      payload,
      headers: { 'content-type': 'application/json', ...authorised(who) },
    });
    return trpcAnswer(response.statusCode, parse(response.body));
  };
}

async function silverPhotographer(t: TestApp): Promise<NewUser> {
  const photographer = await newPhotographer(t);
  await setPlan(t, photographer.user.id, 'silver');
  return photographer;
}
const member = (t: TestApp) => newUser(t);
const photographer = (t: TestApp) => newPhotographer(t);

const photoFields = { title: 'Phewa at dawn', description: 'From the corpus', location: 'Pokhara' };
const reelFields = { title: 'Sarangkot sunrise' };
const creditFields = { amount: '500', payment_method: 'esewa' };
const planFields = { plan: 'gold', payment_method: 'khalti' };
const logoForm = { path: '/api/galleries/watermark/logo', fileField: 'logo', fields: {} };
const trpcBodyLimit = 1024 * 1024;

type Way = Pick<UploadPath, 'kind' | 'name' | 'uploader'>;
const rest = (way: Way, send: (form: Form) => UploadPath['send'], form: Form): UploadPath => ({
  ...way,
  send: send(form),
  row: `POST ${form.path.replace(/^\/api/, '')}`,
});
const overTrpc = (way: Way, send: UploadPath['send']): UploadPath => ({ ...way, send, bodyLimit: trpcBodyLimit });

export const uploadPaths: UploadPath[] = [
  rest({ kind: 'photo', name: 'photo, multipart POST /api/photos/upload', uploader: silverPhotographer }, multipart, {
    path: '/api/photos/upload',
    fileField: 'file',
    fields: photoFields,
  }),
  rest({ kind: 'photo', name: 'photo, JSON data URL POST /api/photos', uploader: silverPhotographer }, json, {
    path: '/api/photos',
    fileField: 'image_data',
    fields: photoFields,
  }),
  overTrpc(
    { kind: 'photo', name: 'photo, tRPC photos.create', uploader: silverPhotographer },
    trpc('photos.create', 'image_data', photoFields),
  ),
  rest({ kind: 'reel', name: 'reel, multipart POST /api/reels/upload', uploader: silverPhotographer }, multipart, {
    path: '/api/reels/upload',
    fileField: 'file',
    fields: reelFields,
  }),
  rest({ kind: 'reel', name: 'reel, JSON data URL POST /api/reels', uploader: silverPhotographer }, json, {
    path: '/api/reels',
    fileField: 'video_data',
    fields: reelFields,
  }),
  overTrpc(
    { kind: 'reel', name: 'reel, tRPC reels.create', uploader: silverPhotographer },
    trpc('reels.create', 'video_data', reelFields),
  ),
  rest({ kind: 'receipt', name: 'credit receipt, multipart POST /api/credits/request', uploader: member }, multipart, {
    path: '/api/credits/request',
    fileField: 'receipt_image',
    fields: creditFields,
  }),
  rest({ kind: 'receipt', name: 'credit receipt, JSON data URL POST /api/credits/request', uploader: member }, json, {
    path: '/api/credits/request',
    fileField: 'receipt_image',
    fields: creditFields,
    numbers: { amount: 500 },
  }),
  overTrpc(
    { kind: 'receipt', name: 'credit receipt, tRPC credits.request', uploader: member },
    trpc('credits.request', 'receipt_image', { amount: 500, payment_method: 'esewa' }),
  ),
  rest(
    { kind: 'receipt', name: 'plan receipt, multipart POST /api/subscription/upgrade', uploader: member },
    multipart,
    { path: '/api/subscription/upgrade', fileField: 'payment_proof', fields: planFields },
  ),
  rest(
    { kind: 'receipt', name: 'plan receipt, JSON data URL POST /api/subscription/upgrade', uploader: member },
    json,
    { path: '/api/subscription/upgrade', fileField: 'payment_proof', fields: planFields },
  ),
  overTrpc(
    { kind: 'receipt', name: 'plan receipt, tRPC subscription.upgrade', uploader: member },
    trpc('subscription.upgrade', 'payment_proof', planFields),
  ),
  rest({ kind: 'avatar', name: 'profile picture, multipart POST /api/profile/picture', uploader: member }, multipart, {
    path: '/api/profile/picture',
    fileField: 'picture',
    fields: {},
  }),
  rest({ kind: 'avatar', name: 'profile picture, JSON data URL POST /api/profile/picture', uploader: member }, json, {
    path: '/api/profile/picture',
    fileField: 'picture',
    fields: {},
  }),
  overTrpc(
    { kind: 'avatar', name: 'profile picture, tRPC auth.uploadPicture', uploader: member },
    trpc('auth.uploadPicture', 'picture', {}),
  ),
  rest(
    { kind: 'logo', name: 'watermark logo, multipart POST /api/galleries/watermark/logo', uploader: photographer },
    multipart,
    logoForm,
  ),
  rest(
    { kind: 'logo', name: 'watermark logo, JSON data URL POST /api/galleries/watermark/logo', uploader: photographer },
    json,
    logoForm,
  ),
  overTrpc(
    { kind: 'logo', name: 'watermark logo, tRPC galleryPhotos.uploadWatermarkLogo', uploader: photographer },
    trpc('galleryPhotos.uploadWatermarkLogo', 'logo', {}),
  ),
];

/** How large the JSON body carrying a file of this size as a data URL is, give or take the other fields. */
export const dataUrlBodyBytes = (size: number) => Math.ceil(size / 3) * 4 + 200;

/**
 * What an upload could have changed: rows, the uploader's counters, money and watermark, and files on
 * disk (the public media store, the receipts', the galleries' private one, and staging).
 */
export async function snapshot(t: TestApp, who: NewUser) {
  const count = async (rows: Promise<{ n: string | number | bigint }>) => Number((await rows).n);
  const uploader = await t.db
    .selectFrom('users')
    .select(['photo_count', 'reel_count', 'credits', 'subscription_plan', 'profile_picture'])
    .where('id', '=', who.user.id)
    .executeTakeFirstOrThrow();
  const watermark = await t.db
    .selectFrom('gallery_watermarks')
    .selectAll()
    .where('photographer_id', '=', who.user.id)
    .executeTakeFirst();
  const dataDir = t.config.dataDir;
  return {
    photos: await count(
      t.db
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ),
    reels: await count(
      t.db
        .selectFrom('reels')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ),
    creditRequests: await count(
      t.db
        .selectFrom('credit_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ),
    planRequests: await count(
      t.db
        .selectFrom('subscription_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ),
    ledger: await count(
      t.db
        .selectFrom('credit_ledger')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ),
    uploader: { ...uploader, credits: Number(uploader.credits) },
    watermark: watermark ?? null,
    mediaFiles: filesUnder(join(dataDir, 'media')).sort(),
    receiptFiles: filesUnder(join(dataDir, 'receipts')).sort(),
    galleryFiles: filesUnder(join(dataDir, 'galleries')).sort(),
    stagedFiles: filesUnder(join(dataDir, 'tmp')).sort(),
  };
}
export type Snapshot = Awaited<ReturnType<typeof snapshot>>;
