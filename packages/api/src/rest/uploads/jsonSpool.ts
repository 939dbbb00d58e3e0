import { Base64Decoder, base64Start, InvalidBase64Error } from '../../files/base64.js';
import { FileDataError, StagedFile, type Staging } from '../../files/staging.js';

export type JsonSpoolOptions = {
  /** Top-level fields whose string is a file as a data URL: decoded to a staged file as it arrives. */
  fileFields: readonly string[];
  maxBodyBytes: number;
  maxFileBytes: number;
};

export class JsonSyntaxError extends Error {}
export class BodyTooLargeError extends Error {}

const maxKeyBytes = 100;
/**
 * The most of a text value kept: far beyond every text field's limit, so a longer text is cut here
 * (never held whole) and still refused by its schema as too long, with the field's own limit.
 */
const maxTextBytes = 64 * 1024;
/** The longest JSON escape (`\uXXXX`): a text cut inside one is read without its last bytes. */
const longestEscape = 6;
const [QUOTE, BACKSLASH, COLON, COMMA, OPEN, CLOSE] = ['"', '\\', ':', ',', '{', '}'].map((c) => c.charCodeAt(0)) as [
  number,
  number,
  number,
  number,
  number,
  number,
];
const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
const isLiteralByte = (b: number) =>
  (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x7a) || b === 0x2d || b === 0x2b || b === 0x2e || b === 0x45;

type State =
  | 'start'
  | 'keyOrClose'
  | 'key'
  | 'colon'
  | 'value'
  | 'text'
  | 'literal'
  | 'fileHead'
  | 'fileBody'
  | 'afterValue'
  | 'keyAfterComma'
  | 'end';
type Writer = Awaited<ReturnType<Staging['writer']>>;

/**
 * Reads a flat JSON object (string, number, boolean and null values) from a stream. Small values
 * are kept; a file field's data URL goes through a streaming base64 decoder into a staged file,
 * so a large upload never becomes one string in memory.
 */
export async function spoolJson(
  payload: AsyncIterable<Buffer>,
  staging: Staging,
  options: JsonSpoolOptions,
): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = {};
  let state = 'start' as State;
  let received = 0;
  let key = '';
  let raw: number[] = [];
  let escaped = false;
  let head = '';
  let decoder: Base64Decoder | undefined;
  let writer: Writer | undefined;
  const pending: Buffer[] = [];

  const fail = (message = 'invalid JSON'): never => {
    throw new JsonSyntaxError(message);
  };
  const takeRaw = () => {
    const text = Buffer.from(raw).toString('utf8');
    raw = [];
    return text;
  };
  /** A text value cut at `maxTextBytes`: what parses of it, dropping an escape the cut split. */
  const takeCutText = () => {
    const text = takeRaw();
    for (let drop = 0; drop <= longestEscape; drop += 1) {
      try {
        return JSON.parse(`"${text.slice(0, text.length - drop)}"`) as string;
      } catch {
        continue;
      }
    }
    return fail();
  };
  let cut = false;
  const startFile = async () => {
    if (key in result) fail('duplicate file field');
    decoder = new Base64Decoder();
    writer = await staging.writer(options.maxFileBytes);
    head = '';
  };
  /** Feeds file text (JSON's `\/` already unescaped): first the `data:…;base64,` header, then the base64 itself. */
  const feed = (bytes: Buffer) => {
    if (!decoder) return;
    if (state === 'fileBody') {
      pending.push(decoder.push(bytes));
      return;
    }
    head += bytes.toString('latin1');
    if (head.length < 5 && 'data:'.startsWith(head)) return;
    let start = 0;
    if (head.startsWith('data:')) {
      if (!head.includes(',') && head.length <= 200) return;
      start = base64Start(head);
      if (start < 0) throw new FileDataError('not a base64 data URL');
    }
    state = 'fileBody';
    pending.push(decoder.push(Buffer.from(head.slice(start), 'latin1')));
  };
  const endFile = async () => {
    if (!decoder || !writer) return;
    if (state === 'fileHead' && head) {
      const start = base64Start(head);
      if (start < 0) throw new FileDataError('not a base64 data URL');
      pending.push(decoder.push(Buffer.from(head.slice(start), 'latin1')));
    }
    pending.push(decoder.end());
    await flush();
    const file = await writer.finish();
    writer = undefined;
    decoder = undefined;
    if (file.size > 0) result[key] = file;
    else await staging.remove(file);
  };
  const flush = async () => {
    if (writer) for (const bytes of pending.splice(0)) await writer.write(bytes);
  };

  /** One chunk through the state machine; file text is scanned in runs up to the next quote or backslash. */
  const step = async (chunk: Buffer) => {
    let i = 0;
    while (i < chunk.length) {
      const b = chunk[i] ?? 0;
      if (state === 'fileHead' || state === 'fileBody') {
        if (escaped) {
          escaped = false;
          if (b === 0x2f) feed(Buffer.from('/'));
          else if (b !== 0x6e && b !== 0x72 && b !== 0x74) throw new FileDataError('unexpected escape in file data');
          i += 1;
          continue;
        }
        let stop = i;
        while (stop < chunk.length && chunk[stop] !== QUOTE && chunk[stop] !== BACKSLASH) stop += 1;
        if (stop > i) feed(chunk.subarray(i, stop));
        if (stop === chunk.length) return;
        if (chunk[stop] === BACKSLASH) escaped = true;
        else {
          await endFile();
          state = 'afterValue';
        }
        i = stop + 1;
        continue;
      }
      i += 1;
      switch (state) {
        case 'start':
          if (b === OPEN) state = 'keyOrClose';
          else if (!isSpace(b)) fail();
          break;
        case 'keyOrClose':
        case 'keyAfterComma':
          if (b === QUOTE) state = 'key';
          else if (b === CLOSE && state === 'keyOrClose') state = 'end';
          else if (!isSpace(b)) fail();
          break;
        case 'key':
        case 'text':
          if (!escaped && b === QUOTE) {
            const text = cut ? takeCutText() : (JSON.parse(`"${takeRaw()}"`) as string);
            cut = false;
            if (state === 'key') {
              key = text;
              state = 'colon';
            } else {
              result[key] = text;
              state = 'afterValue';
            }
            break;
          }
          escaped = !escaped && b === BACKSLASH;
          if (state === 'key') {
            raw.push(b);
            if (raw.length > maxKeyBytes) throw new BodyTooLargeError('field name too long');
          } else if (raw.length < maxTextBytes) raw.push(b);
          // A text past the cut is read to its end but not kept; its bytes still count towards the body's limit.
          else cut = true;
          break;
        case 'colon':
          if (b === COLON) state = 'value';
          else if (!isSpace(b)) fail();
          break;
        case 'value':
          if (b === QUOTE && options.fileFields.includes(key)) {
            await startFile();
            state = 'fileHead';
          } else if (b === QUOTE) state = 'text';
          else if (isLiteralByte(b)) {
            raw.push(b);
            state = 'literal';
          } else if (!isSpace(b)) fail('only text, numbers, true, false and null are accepted');
          break;
        case 'literal':
          if (isLiteralByte(b)) {
            raw.push(b);
            if (raw.length > 64) fail();
            break;
          }
          result[key] = JSON.parse(takeRaw()) as unknown;
          state = 'afterValue';
          i -= 1;
          break;
        case 'afterValue':
          if (b === COMMA) state = 'keyAfterComma';
          else if (b === CLOSE) state = 'end';
          else if (!isSpace(b)) fail();
          break;
        case 'end':
          if (!isSpace(b)) fail();
          break;
      }
    }
  };

  try {
    for await (const chunk of payload) {
      received += chunk.length;
      if (received > options.maxBodyBytes) throw new BodyTooLargeError('body too large');
      await step(chunk);
      await flush();
    }
    if (state !== 'end') fail('unexpected end of JSON');
    return result;
  } catch (error) {
    await writer?.abort();
    for (const value of Object.values(result)) if (value instanceof StagedFile) await staging.remove(value);
    if (error instanceof InvalidBase64Error) throw new FileDataError(error.message);
    if (error instanceof SyntaxError) throw new JsonSyntaxError(error.message);
    throw error;
  }
}
