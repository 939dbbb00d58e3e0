import type { BookingRow, UserRow } from '@tasbir/db';
import type { BlockStanding, ErrorCode } from '@tasbir/shared';
import { badRequest, forbidden, notFound } from './errors.js';

type Actor = Pick<UserRow, 'id' | 'role'>;

/**
 * Object-level access, the one place services and the chat socket ask "may this caller act on
 * this thing?" before they do anything else. Role rules live in the procedure builders
 * (trpc/trpc.ts); these are the rules that need the object: its owner may act on it, admins may
 * act on anything, and an admin may not take their own powers away.
 */
export function requireOwnerOrAdmin(actor: Actor, ownerId: string, refusal: ErrorCode = 'forbidden'): void {
  if (actor.role === 'admin' || actor.id === ownerId) return;
  throw forbidden(refusal);
}

/** Suspending, demoting or deleting an admin account takes another admin: nobody locks themself out by a slip. */
export function requireSomeoneElse(actor: Actor, targetId: string, refusal: ErrorCode): void {
  if (actor.id === targetId) throw forbidden(refusal);
}

/** Nobody chats with themself. Asked before a retried send's key is looked up, so a key changes nothing of the answer. */
export function requireOtherChatParty(actor: Actor, recipientId: string): void {
  if (recipientId === actor.id) throw badRequest('chatWithSelf');
}

type ChatPartnerState = Pick<UserRow, 'id' | 'role' | 'suspended'>;

/**
 * Who a message may go to, once `requireOtherChatParty` let it past the sender: an existing active
 * account, and a photographer unless the two already have a conversation (whoever was written to
 * may answer).
 */
export function requireChatPartner<P extends ChatPartnerState>(partner: P | undefined, haveConversation: boolean): P {
  if (!partner || partner.suspended === 1) throw notFound('chatPartnerNotFound');
  if (partner.role !== 'photographer' && !haveConversation) throw forbidden('chatOnlyWithPhotographers');
  return partner;
}

/** An account's live socket is its own: the account the path names must be the token's, admins included. */
export function requireOwnSocket(actor: Actor, accountId: string): void {
  if (actor.id !== accountId) throw forbidden();
}

type BookingParties = Pick<BookingRow, 'user_id' | 'photographer_id'>;

/**
 * A booking's side that may take a step: its requester (`user_id`) or its photographer. Anyone else,
 * admins included (they read bookings through their own list), hears that it does not exist, so an
 * id says nothing of someone else's booking.
 */
export function requireBookingParty<B extends BookingParties>(
  actor: Actor,
  booking: B | undefined,
  side: 'requester' | 'photographer' | 'either',
): B {
  const isRequester = booking?.user_id === actor.id;
  const isPhotographer = booking?.photographer_id === actor.id;
  const allowed =
    side === 'requester' ? isRequester : side === 'photographer' ? isPhotographer : isRequester || isPhotographer;
  if (!booking || !allowed) throw notFound('bookingNotFound');
  return booking;
}

/**
 * While a block stands between two accounts neither messages, books or gifts the other
 * (docs/decisions/021-review-replies-and-blocks.md): the blocked one hears `blocked`, the blocker
 * `blockedByYou` (unblocking is theirs to do).
 */
export function requireNoBlock(standing: BlockStanding | null): void {
  if (standing === 'by_them') throw forbidden('blocked');
  if (standing === 'by_me') throw forbidden('blockedByYou');
}

/** A review is answered by the photographer it is about, nobody else (admins included). */
export function requireReviewedPhotographer(actor: Actor, review: { photographer_id: string }): void {
  if (actor.id !== review.photographer_id) throw forbidden('onlyReviewedPhotographerReplies');
}
