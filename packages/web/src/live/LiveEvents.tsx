import { useLiveEvents } from './useLiveEvents.js';

/** Keeps the signed-in account's live events flowing into the app; renders nothing. Key it by the account. */
export function LiveEvents({ accountId }: { accountId: string }) {
  useLiveEvents(accountId);
  return null;
}
