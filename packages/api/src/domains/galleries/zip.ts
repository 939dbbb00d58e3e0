import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/** One file of a ZIP: its name inside, its size (known beforehand) and how to read it. */
export type ZipEntry = {
  name: string;
  size: number;
  modified: Date;
  /** Opens the bytes when the entry's turn comes (a file gone meanwhile errors the stream: the download stops short). */
  open: () => AsyncIterable<Buffer>;
};

const max32 = 0xffffffff;
const max16 = 0xffff;
/** General purpose flags: sizes and CRC follow the data (bit 3), names are UTF-8 (bit 11). */
const flags = 0x0808;
const version = 45; // 4.5: ZIP64

type Written = { name: Buffer; crc: number; size: number; offset: number; time: number; date: number };

function dosTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getUTCFullYear());
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

function localHeader(entry: Written): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(version, 4);
  header.writeUInt16LE(flags, 6);
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(entry.time, 10);
  header.writeUInt16LE(entry.date, 12);
  // CRC and sizes are in the data descriptor (bit 3); 32-bit ones there, as no photo nears 4 GB.
  header.writeUInt16LE(entry.name.length, 26);
  return Buffer.concat([header, entry.name]);
}

function dataDescriptor(entry: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.size, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

/** The central directory's record of an entry; an offset past 4 GB goes in a ZIP64 extra field. */
function centralRecord(entry: Written): Buffer {
  const bigOffset = entry.offset >= max32;
  const extra = Buffer.alloc(bigOffset ? 12 : 0);
  if (bigOffset) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(8, 2);
    extra.writeBigUInt64LE(BigInt(entry.offset), 4);
  }
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE((3 << 8) | version, 4); // made on Unix
  record.writeUInt16LE(version, 6);
  record.writeUInt16LE(flags, 8);
  record.writeUInt16LE(0, 10);
  record.writeUInt16LE(entry.time, 12);
  record.writeUInt16LE(entry.date, 14);
  record.writeUInt32LE(entry.crc, 16);
  record.writeUInt32LE(entry.size, 20);
  record.writeUInt32LE(entry.size, 24);
  record.writeUInt16LE(entry.name.length, 28);
  record.writeUInt16LE(extra.length, 30);
  record.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
  record.writeUInt32LE(bigOffset ? max32 : entry.offset, 42);
  return Buffer.concat([record, entry.name, extra]);
}

/** The end records: ZIP64's as well when the directory lies past 4 GB or holds more than 65,535 entries. */
function endRecords(count: number, directoryOffset: number, directorySize: number): Buffer {
  const needs64 = count >= max16 || directoryOffset >= max32 || directorySize >= max32;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(count, max16), 8);
  end.writeUInt16LE(Math.min(count, max16), 10);
  end.writeUInt32LE(Math.min(directorySize, max32), 12);
  end.writeUInt32LE(Math.min(directoryOffset, max32), 16);
  if (!needs64) return end;
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE((3 << 8) | version, 12);
  record.writeUInt16LE(version, 14);
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(directorySize), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([record, locator, end]);
}

/**
 * The bytes of a ZIP of `entries`, made as they are read: stored, not deflated (JPEGs do not
 * shrink), each file opened only when its turn comes and read in the stream's chunks, so memory
 * stays flat and at most one file is open. ZIP64 where offsets or counts need it.
 */
async function* zipBytes(entries: Iterable<ZipEntry>): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const bytes = entry.open();
    const record: Written = {
      name: Buffer.from(entry.name, 'utf8'),
      crc: 0,
      size: 0,
      offset,
      ...dosTime(entry.modified),
    };
    const header = localHeader(record);
    yield header;
    let crc = 0;
    let size = 0;
    for await (const chunk of bytes) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      yield chunk;
    }
    if (size !== entry.size || size >= max32) throw new Error(`zip entry ${entry.name} changed while it was read`);
    record.crc = crc;
    record.size = size;
    const descriptor = dataDescriptor(record);
    yield descriptor;
    offset += header.length + size + descriptor.length;
    written.push(record);
  }
  const directory = Buffer.concat(written.map(centralRecord));
  yield directory;
  yield endRecords(written.length, offset, directory.length);
}

/** The ZIP as a stream; destroying it (a client gone) closes the file being read. */
export function zipStream(entries: Iterable<ZipEntry>): Readable {
  return Readable.from(zipBytes(entries), { objectMode: false, highWaterMark: 1 << 16 });
}

/** The total length of the ZIP of files of these sizes and names, for Content-Length (no ZIP64 end below 65,535 files and 4 GB). */
export function zipLength(entries: { name: string; size: number }[]): number {
  let offset = 0;
  let directory = 0;
  for (const entry of entries) {
    const name = Buffer.byteLength(entry.name, 'utf8');
    const bigOffset = offset >= max32;
    offset += 30 + name + entry.size + 16;
    directory += 46 + name + (bigOffset ? 12 : 0);
  }
  const needs64 = entries.length >= max16 || offset >= max32 || directory >= max32;
  return offset + directory + 22 + (needs64 ? 76 : 0);
}
