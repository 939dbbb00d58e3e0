import { z } from 'zod';
import {
  galleryAccessSchema,
  galleryDownloadCheckSchema,
  galleryPreviewSchema,
  galleryPicksSchema,
  gallerySelectionSentSchema,
  galleryVisitorKeySchema,
  publicGallerySchema,
  type GalleryDownloadSize,
} from '@tasbir/shared';
import { refusalOfBody, type ServerRefusal } from '../../trpc.js';

/**
 * A client's calls on a gallery's link (`/api/g/{token}`, no account). What the client earns on the
 * way is kept in the browser per link: the password's access for this visit (sessionStorage), the
 * visitor's key for good (localStorage: the picks come back on this device).
 */

/** A refusal from the gallery's side: its HTTP status and the shared code. */
export class GalleryRefusal extends Error {
  constructor(
    readonly status: number,
    readonly refusal: ServerRefusal | null,
  ) {
    super(refusal?.code ?? `HTTP ${status}`);
  }
}

const accessKey = (token: string) => `tasbir.gallery.access.${token}`;
const visitorKey = (token: string) => `tasbir.gallery.visitor.${token}`;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode): the key then lasts while the page is open.
  }
}
const previewList = z.array(galleryPreviewSchema);
const session = () => window.sessionStorage;
const local = () => window.localStorage;

export const storedAccess = (token: string) => read(session, accessKey(token));
export const storedVisitor = (token: string) => read(local, visitorKey(token));
export const forgetAccess = (token: string) => write(session, accessKey(token), null);

/** A call on the link with the keys this browser holds; a refusal is thrown as a GalleryRefusal. */
async function send(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  const access = storedAccess(token);
  const visitor = storedVisitor(token);
  const response = await fetch(`/api/g/${encodeURIComponent(token)}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(access ? { 'x-gallery-access': access } : {}),
      ...(visitor ? { 'x-gallery-visitor': visitor } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new GalleryRefusal(response.status, refusalOfBody(await response.text()));
  return response;
}

/** The answer of a call on the link, read by its schema. */
async function call<S extends z.ZodType>(
  schema: S,
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<z.output<S>> {
  const body: unknown = await (await send(token, path, init)).json();
  return schema.parse(body);
}

/** A page of previews: over REST the items are the body and the next page's cursor rides in `X-Next-Cursor`. */
async function photoPage(token: string, cursor: string | null) {
  const response = await send(token, `/photos?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
  const body: unknown = await response.json();
  return { items: previewList.parse(body), next_cursor: response.headers.get('x-next-cursor') };
}

export const clientGallery = {
  open: (token: string) => call(publicGallerySchema, token, ''),
  photos: photoPage,
  unlock: async (token: string, password: string) => {
    const access = await call(galleryAccessSchema, token, '/unlock', { method: 'POST', body: { password } });
    write(session, accessKey(token), access.access);
    return access;
  },
  becomeVisitor: async (token: string, name: string, email: string) => {
    const visitor = await call(galleryVisitorKeySchema, token, '/visitor', { method: 'POST', body: { name, email } });
    write(local, visitorKey(token), visitor.visitor_key);
    return visitor;
  },
  picks: (token: string) => call(galleryPicksSchema, token, '/picks'),
  pick: (token: string, photoId: string, picked: boolean) =>
    call(galleryPicksSchema, token, `/picks/${encodeURIComponent(photoId)}`, { method: picked ? 'PUT' : 'DELETE' }),
  sendSelection: (token: string) => call(gallerySelectionSentSchema, token, '/selection', { method: 'POST' }),
  checkDownload: (token: string, pin: string, size: GalleryDownloadSize) =>
    call(galleryDownloadCheckSchema, token, '/download-check', { method: 'POST', body: { pin, size } }),
};

/** The address the browser is sent to for a download: the PIN and the access ride in the query (a link cannot carry a header). */
export function downloadUrl(token: string, pin: string, size: GalleryDownloadSize, photoId?: string): string {
  const query = new URLSearchParams({ size, pin });
  const access = storedAccess(token);
  if (access) query.set('access', access);
  const base = `/api/g/${encodeURIComponent(token)}`;
  return `${photoId ? `${base}/photos/${encodeURIComponent(photoId)}/download` : `${base}/download`}?${query}`;
}
