import { describe, expect, it } from 'vitest';
import { topLevelSourceTexts } from './jsonSourceText.js';

describe('top-level JSON members as their source text', () => {
  it('keeps numbers as written and decodes strings', () => {
    const members = topLevelSourceTexts('{ "a": 1000.0, "b" : "x\\"y\\u0041", "c":-1e3,"d":true, "e": null }');
    expect(Object.fromEntries(members ?? [])).toEqual({ a: '1000.0', b: 'x"yA', c: '-1e3', d: 'true', e: 'null' });
  });

  it('skips nested objects and arrays, brackets inside their strings included', () => {
    const members = topLevelSourceTexts(
      '{"nested": {"s": "}]{", "n": [1, {"x": "]"}]}, "list": [1, 2], "after": 2.50}',
    );
    expect(Object.fromEntries(members ?? [])).toEqual({ after: '2.50' });
  });

  it('answers nothing for invalid JSON, a non-object, or a member named twice', () => {
    for (const text of ['{"a": 1', '[1]', '"text"', 'null', '{"a": 1, "a": 2}'])
      expect(topLevelSourceTexts(text)).toBeUndefined();
  });

  it('reads an empty object', () => {
    expect(topLevelSourceTexts(' {} ')?.size).toBe(0);
  });
});
