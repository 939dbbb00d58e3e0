import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserSavesData, dataSaverAtom } from './dataSaver.js';

afterEach(() => vi.unstubAllGlobals());

describe('data saver', () => {
  it('is off when the browser says nothing about saving data', () => {
    vi.stubGlobal('navigator', {});
    expect(browserSavesData()).toBe(false);
    expect(createStore().get(dataSaverAtom)).toBe(false);
  });

  it('is on by itself when the browser reports saveData', () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    expect(browserSavesData()).toBe(true);
    expect(createStore().get(dataSaverAtom)).toBe(true);
  });

  it('ignores a connection that reports no saveData flag', () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: '4g' } });
    expect(browserSavesData()).toBe(false);
  });

  it('follows the viewer’s own choice over the browser’s, both ways', () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    const store = createStore();
    store.set(dataSaverAtom, false);
    expect(store.get(dataSaverAtom)).toBe(false);

    vi.stubGlobal('navigator', { connection: { saveData: false } });
    store.set(dataSaverAtom, true);
    expect(store.get(dataSaverAtom)).toBe(true);
  });
});
