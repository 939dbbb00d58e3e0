import fastifyCompress from '@fastify/compress';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Answers shorter than this go as they are: the encoding's framing would outweigh the saving. */
export const compressedFrom = 1024;
const encodings = ['br', 'gzip'] as const;
type Encoding = (typeof encodings)[number];

/**
 * Brotli quality 4 for answers made per request: about gzip's speed at a smaller size (a 14.5 KB
 * directory page: 2.9 KB). Kept answers take quality 5 (2.7 KB; 6 to 9 make them no smaller, and a
 * kept answer is made again each time the list cache lets it go).
 */
const perRequestBrotli = 4;
const keptBrotli = 5;
/**
 * Brotli's best (2.4 KB for that page) for visitors who ask to save data (`Save-Data: on`): made
 * once per kept answer off the event loop (it takes tens of milliseconds), and sent once it is made.
 */
const savingBrotli = 11;

const compressibleTypes =
  /^(?:application\/(?:json|xml|javascript|manifest\+json)|text\/(?:html|plain|css|javascript|xml)|image\/svg\+xml)(?:;|$)/;

/** JSON and HTML (and the other compressible types) over 1 KB, as the client's Accept-Encoding allows. */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: compressedFrom,
    encodings: [...encodings],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: perRequestBrotli } },
    zlibOptions: { level: 6 },
    // Whole answers only: a stream of events or JSON lines must reach the client as it is written.
    customTypes: compressibleTypes,
  });
}

const negotiator = new Negotiator<Encoding>({ supportedValues: [...encodings] });

/** Whether the browser asks to save data (`Save-Data: on`: Chrome's Lite mode, Android's data saver). */
export function asksToSaveData(request: Pick<FastifyRequest, 'headers'>): boolean {
  return request.headers['save-data'] === 'on';
}

/** A body to send, and the encoding it is in when it is compressed. */
export type EncodedBody = { body: string | Buffer; encoding?: Encoding };

/** Marks a reply's body as compressed: the compression hook then lets it through as it is. */
export function markEncoded(reply: FastifyReply, encoding: Encoding | undefined): FastifyReply {
  if (encoding === undefined) return reply;
  const vary = reply.getHeader('vary');
  return reply
    .header('content-encoding', encoding)
    .header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, accept-encoding` : 'accept-encoding');
}

/** A kept answer's body, with its compressed forms made at most once each. */
export class KeptBody {
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};
  private smallest: Buffer | undefined;
  private makingSmallest = false;
  /** Whether the text is long enough to compress, known once rather than measured at each request. */
  private readonly compressible: boolean;

  constructor(readonly text: string) {
    this.compressible = Buffer.byteLength(text) >= compressedFrom;
  }

  /** The body for this request: compressed as the client accepts (each form made once), or the text as it is. */
  for(request: Pick<FastifyRequest, 'headers'>): EncodedBody {
    const accepted = request.headers['accept-encoding'];
    if (accepted === undefined || !this.compressible) return { body: this.text };
    const encoding = negotiator.negotiate(accepted);
    if (encoding === null) return { body: this.text };
    if (encoding === 'br' && asksToSaveData(request)) {
      if (this.smallest) return { body: this.smallest, encoding };
      this.makeSmallest();
    }
    return { body: (this.encoded[encoding] ??= compress(this.text, encoding)), encoding };
  }

  private makeSmallest(): void {
    if (this.makingSmallest) return;
    this.makingSmallest = true;
    brotliCompress(this.text, { params: { [constants.BROTLI_PARAM_QUALITY]: savingBrotli } }, (error, made) => {
      // A failure leaves the quality-5 form in use; nothing is lost. On a short text quality 11 can
      // come out longer: the shorter of the two is kept.
      const kept = (this.encoded.br ??= compress(this.text, 'br'));
      this.smallest = !error && made.length < kept.length ? made : kept;
    });
  }
}

function compress(text: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: keptBrotli } })
    : gzipSync(text, { level: 9 });
}
