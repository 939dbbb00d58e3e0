import { z } from 'zod';
import { refuse } from '../messages/errors.js';
import { lineText } from './fields.js';
import { pageCursorField, pageLimitField } from './paging.js';

/**
 * What a notification is about. Each kind's sentence is a UI message (`notification_<kind>`) filled
 * from its params, so it reads in either language. `message_received` is one row per conversation
 * while unread, brought up to date by each new message, and not counted in the notification badge:
 * the unread chats are counted there already.
 */
export const notificationKinds = [
  'booking_requested',
  'booking_accepted',
  'booking_declined',
  'booking_cancelled',
  'booking_completed',
  'booking_awaiting_advance',
  'advance_paid',
  'booking_expired',
  'booking_reminder',
  'booking_complete_ask',
  'advance_refunded',
  'advance_released',
  'booking_settled',
  'balance_paid',
  'gift_received',
  'credit_request_processed',
  'subscription_request_processed',
  'review_received',
  'message_received',
  'payment_settled',
  'payout_requested',
  'payout_paid',
  'payout_rejected',
  'gallery_selection',
  'gallery_expiring',
  'review_reply',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Values a notification's sentence is filled from (names, amounts, a decision). */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  params: notificationParamsSchema,
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /notifications`: newest first. */
export const notificationListInput = z.object({ limit: pageLimitField, cursor: pageCursorField });
export type NotificationListInput = z.input<typeof notificationListInput>;
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  next_cursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationIdInput = z.object({
  id: lineText(refuse('notificationNotFound'))
    .trim()
    .min(1, refuse('notificationNotFound'))
    .max(64, refuse('notificationNotFound')),
});

/** The bell's figures: unread notifications (chat excluded) and unread chat messages. */
export const notificationCountsSchema = z.object({ unread_notifications: z.number(), unread_messages: z.number() });
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

export const markedReadSchema = z.object({ marked: z.number() });
export type MarkedRead = z.infer<typeof markedReadSchema>;
