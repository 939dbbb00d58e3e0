/**
 * A streaming base64 decoder for uploads sent as data URLs: it takes the text in chunks of every size,
 * refuses anything that is not base64 (standard or URL-safe alphabet, whitespace ignored), and
 * hands back the bytes decoded so far, so a large file never sits in memory as one string.
 */
const kind = new Uint8Array(256); // 0 invalid, 1 alphabet, 2 padding, 3 whitespace
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_') kind[c.charCodeAt(0)] = 1;
kind['='.charCodeAt(0)] = 2;
for (const c of ' \t\r\n') kind[c.charCodeAt(0)] = 3;

export class InvalidBase64Error extends Error {}

export class Base64Decoder {
  private carry = '';
  private padding = 0;
  /** Decoded bytes so far. */
  size = 0;

  push(chunk: Buffer): Buffer {
    let clean = chunk;
    for (let i = 0; i < chunk.length; i += 1) {
      const k = kind[chunk[i] ?? 0];
      if (k === 1 && this.padding === 0) continue;
      if (k === 2 && this.padding < 2) {
        this.padding += 1;
        continue;
      }
      if (k === 3) {
        clean = Buffer.from(chunk.filter((byte) => kind[byte] !== 3));
        break;
      }
      throw new InvalidBase64Error('invalid base64');
    }
    if (clean !== chunk) return this.push(clean);
    const text = this.carry + chunk.toString('latin1');
    const whole = text.length - (text.length % 4);
    this.carry = text.slice(whole);
    return this.decode(text.slice(0, whole));
  }

  /** The last bytes; unpadded endings are accepted. */
  end(): Buffer {
    if (this.carry.replace(/=+$/, '').length % 4 === 1) throw new InvalidBase64Error('truncated base64');
    const rest = this.decode(this.carry);
    this.carry = '';
    return rest;
  }

  private decode(text: string): Buffer {
    if (!text) return Buffer.alloc(0);
    const bytes = Buffer.from(text, 'base64');
    this.size += bytes.length;
    return bytes;
  }
}

/** Where the base64 starts in a `data:<type>;base64,<data>` URL (0 for bare base64), or -1 when it is not one. */
export function base64Start(header: string): number {
  if (!header.startsWith('data:')) return 0;
  const comma = header.indexOf(',');
  if (comma < 0 || comma > 200) return -1;
  return header.slice(0, comma).split(';').includes('base64') ? comma + 1 : -1;
}
