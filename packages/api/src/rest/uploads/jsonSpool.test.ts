import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileDataError, FileTooLargeError, StagedFile, Staging } from '../../files/staging.js';
import { BodyTooLargeError, JsonSyntaxError, spoolJson } from './jsonSpool.js';

let dir: string;
let staging: Staging;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'spool-'));
  staging = new Staging(dir);
  staging.initSync();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The text as a stream of chunks of `size` bytes, so every state meets a chunk boundary. */
async function* chunks(text: string, size: number): AsyncIterable<Buffer> {
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const options = { fileFields: ['image_data'], maxBodyBytes: 1 << 20, maxFileBytes: 1 << 16 };
const file = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));

describe('spoolJson', () => {
  it('reads text, numbers, booleans and null like JSON.parse, in chunks of any size', async () => {
    const body = { title: 'Phewa "lake" \\ ताल 🏔', n: -12.5e2, ok: true, no: false, none: null, empty: '' };
    for (const size of [1, 3, 7, 1000])
      expect(await spoolJson(chunks(JSON.stringify(body), size), staging, options)).toEqual(body);
  });

  it('streams a data URL to a staged file, whatever the chunk size', async () => {
    for (const size of [1, 5, 64, 100_000]) {
      const text = JSON.stringify({
        title: 'x',
        image_data: `data:image/png;base64,${file.toString('base64')}`,
        after: 1,
      });
      const result = await spoolJson(chunks(text, size), staging, options);
      expect(result.title).toBe('x');
      expect(result.after).toBe(1);
      expect(result.image_data).toBeInstanceOf(StagedFile);
      const staged = result.image_data instanceof StagedFile ? result.image_data : undefined;
      expect(readFileSync(staged?.path ?? '').equals(file)).toBe(true);
      expect(staged?.size).toBe(file.length);
      await staging.remove(staged);
    }
  });

  it('takes bare base64, URL-safe base64, escaped slashes and line breaks', async () => {
    const escaped = (file.toString('base64').match(/.{1,76}/g) ?? []).join('\\n').replace(/\//g, '\\/');
    const result = await spoolJson(chunks(`{"image_data":"data:image/jpeg;base64,${escaped}"}`, 9), staging, options);
    expect(result.image_data instanceof StagedFile && readFileSync(result.image_data.path).equals(file)).toBe(true);
    const urlSafe = await spoolJson(
      chunks(JSON.stringify({ image_data: file.toString('base64url') }), 11),
      staging,
      options,
    );
    expect(urlSafe.image_data instanceof StagedFile && readFileSync(urlSafe.image_data.path).equals(file)).toBe(true);
  });

  it('treats an empty file field as absent', async () => {
    expect(await spoolJson(chunks('{"image_data":"","title":"t"}', 4), staging, options)).toEqual({ title: 't' });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a file over the limit and leaves nothing staged', async () => {
    const big = Buffer.alloc(options.maxFileBytes + 1, 1).toString('base64');
    await expect(spoolJson(chunks(`{"image_data":"${big}"}`, 4096), staging, options)).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a body over its limit', async () => {
    await expect(
      spoolJson(chunks(`{"title":"${'x'.repeat(200)}"}`, 16), staging, { ...options, maxBodyBytes: 100 }),
    ).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('cuts a text over 64 KiB there, whole characters and escapes only, and reads on (its schema refuses it as too long)', async () => {
    for (const [title, unit] of [
      ['x', 'x'],
      ['\\u0061', 'a'],
      ['न', 'न'],
      ['\\\\', '\\'],
    ] as const) {
      const result = await spoolJson(chunks(`{"title":"${title.repeat(100_000)}","after":1}`, 4093), staging, {
        ...options,
        maxBodyBytes: 2_000_000,
      });
      expect(result.after).toBe(1);
      const kept = String(result.title);
      expect(kept.length).toBeGreaterThan(10_000);
      expect(kept.length).toBeLessThanOrEqual(64 * 1024);
      expect(kept.replaceAll(unit, '').replace(/\uFFFD$/, '')).toBe('');
    }
  });

  it('refuses what is not base64, and leaves nothing staged', async () => {
    for (const bad of [
      'data:image/png;base64,ab$cd',
      'data:image/png,rawtext',
      'data:image/png;base64',
      'QUJD=QUJD',
      'A',
    ]) {
      await expect(spoolJson(chunks(JSON.stringify({ image_data: bad }), 3), staging, options)).rejects.toBeInstanceOf(
        FileDataError,
      );
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses nested values, broken JSON and a second file in one body', async () => {
    const broken = [
      '{"a":{"b":1}}',
      '{"a":[1]}',
      '{"a":1',
      '{"a" 1}',
      '{"a":1,}',
      '{"a":1} x',
      '[]',
      '',
      '{"a":tru}',
      `{"image_data":"QUJD","image_data":"QUJD"}`,
    ];
    for (const text of broken)
      await expect(spoolJson(chunks(text, 2), staging, options)).rejects.toBeInstanceOf(JsonSyntaxError);
    expect(readdirSync(dir)).toEqual([]);
  });
});
