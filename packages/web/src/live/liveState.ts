import { atom } from 'jotai';

/** How long "… is typing" shows after a typing event; the sender repeats it every 3 s while typing. */
export const typingShownMs = 4_000;

/** Accounts typing to the signed-in one now, each with the time its latest typing event came. */
export const typingAtom = atom<ReadonlyMap<string, number>>(new Map());

/** A typing event from an account: shown now, dropped `typingShownMs` later unless another came meanwhile. */
export const noteTypingAtom = atom(null, (get, set, fromId: string) => {
  const at = Date.now();
  set(typingAtom, new Map(get(typingAtom)).set(fromId, at));
  setTimeout(() => {
    if (get(typingAtom).get(fromId) === at) set(stopTypingAtom, fromId);
  }, typingShownMs);
});

/** The account stopped typing (its message arrived). */
export const stopTypingAtom = atom(null, (get, set, fromId: string) => {
  if (!get(typingAtom).has(fromId)) return;
  const next = new Map(get(typingAtom));
  next.delete(fromId);
  set(typingAtom, next);
});

/** The latest presence event per account, with when it came (to weigh it against a fresher thread). */
export type PresenceNote = { online: boolean; at: number };

export const presenceAtom = atom<ReadonlyMap<string, PresenceNote>>(new Map());

export const notePresenceAtom = atom(null, (get, set, { userId, online }: { userId: string; online: boolean }) => {
  set(presenceAtom, new Map(get(presenceAtom)).set(userId, { online, at: Date.now() }));
});

/** Whether an account is online: the thread's answer, unless a presence event came after it. */
export function isOnline(fromThread: { online: boolean; at: number }, note: PresenceNote | undefined): boolean {
  return note && note.at > fromThread.at ? note.online : fromThread.online;
}
