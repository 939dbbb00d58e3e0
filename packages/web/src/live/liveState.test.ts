import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isOnline, noteTypingAtom, stopTypingAtom, typingAtom, typingShownMs } from './liveState.js';

describe('typing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows for a while after the latest typing event', () => {
    const store = createStore();
    store.set(noteTypingAtom, 'p');
    vi.advanceTimersByTime(typingShownMs - 1_000);
    store.set(noteTypingAtom, 'p');
    vi.advanceTimersByTime(1_500);
    expect(store.get(typingAtom).has('p')).toBe(true);
    vi.advanceTimersByTime(typingShownMs);
    expect(store.get(typingAtom).has('p')).toBe(false);
  });

  it('stops when the message comes', () => {
    const store = createStore();
    store.set(noteTypingAtom, 'p');
    store.set(stopTypingAtom, 'p');
    expect(store.get(typingAtom).size).toBe(0);
  });
});

describe('presence', () => {
  it('follows whichever came last: the thread’s answer or a presence event', () => {
    expect(isOnline({ online: true, at: 10 }, undefined)).toBe(true);
    expect(isOnline({ online: true, at: 10 }, { online: false, at: 20 })).toBe(false);
    expect(isOnline({ online: false, at: 30 }, { online: true, at: 20 })).toBe(false);
  });
});
