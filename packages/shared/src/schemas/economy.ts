import { z } from 'zod';
import { refuse } from '../messages/errors.js';
import { photographerIdField } from './directory.js';
import { lineText, multilineText } from './fields.js';
import { idempotencyKeyField } from './idempotency.js';
import { paymentMethods } from './credits.js';
import { photoSchema, reelSchema } from './media.js';
import { planFeatures, planNames, plans, type Plan, type PlanName } from '../plans.js';

/** A gift of the catalogue (`GET /gifts/available`): what it is called, its emoji and its value in credits. */
export const giftSchema = z.object({
  type: z.string(),
  name: z.string(),
  emoji: z.string(),
  value: z.number().int().positive(),
  description: z.string(),
});
export type Gift = z.infer<typeof giftSchema>;
export const giftListSchema = z.object({ gifts: z.array(giftSchema) });
export type GiftList = z.infer<typeof giftListSchema>;

const uploadLimitSchema = z.object({
  count: z.union([z.number().int(), z.literal('unlimited')]),
  max_file_mb: z.number(),
});

/** A plan as `GET /subscription/plans` serves it: the plan table's row, with its generated feature lines. */
export const planSchema = z.object({
  name: z.enum(planNames),
  label: z.string(),
  price: z.number().int(),
  features: z.array(z.string()),
  photos: uploadLimitSchema,
  reels: uploadLimitSchema,
  photographer_share_percent: z.number().int(),
  /** Room for client delivery galleries, in gigabytes. */
  gallery_storage_gb: z.number().int(),
});
export type PlanOffer = z.infer<typeof planSchema>;
// One key per plan, checked against the plan table: a new plan fails to compile here until it is listed.
const planByName = {
  free: planSchema,
  silver: planSchema,
  gold: planSchema,
  diamond: planSchema,
  royal: planSchema,
} satisfies Record<PlanName, typeof planSchema>;
export const planMapSchema = z.object({ plans: z.object(planByName) });
export type PlanMap = z.infer<typeof planMapSchema>;

export function planOffer(plan: Plan): PlanOffer {
  return {
    name: plan.name,
    label: plan.label,
    price: plan.monthlyPriceRs,
    features: planFeatures(plan),
    photos: { count: plan.photos.count, max_file_mb: plan.photos.maxFileMb },
    reels: { count: plan.reels.count, max_file_mb: plan.reels.maxFileMb },
    photographer_share_percent: plan.photographerSharePercent,
    gallery_storage_gb: plan.galleryStorageGb,
  };
}

/** Every plan by name, in the table's order (parsed once, so the map's type comes from its schema). */
export const planMap: PlanMap = planMapSchema.parse({
  plans: Object.fromEntries(planNames.map((name) => [name, planOffer(plans[name])])),
});

/** The longest message a gift may carry. */
export const giftMessageMax = 200;

/** `POST /gifts/purchase`: a gift of the catalogue to a photographer, with an optional message. */
export const purchaseGiftInput = z.object({
  recipient_id: photographerIdField,
  gift_type: lineText(refuse('selectGift')).trim().min(1, refuse('selectGift')).max(64, refuse('giftNotFound')),
  message: multilineText(refuse('giftMessageTooLong'))
    .trim()
    .max(giftMessageMax, refuse('giftMessageTooLong'))
    .nullish()
    .transform((value) => (value ? value : null)),
  /** The same key from the same sender answers the first purchase again instead of charging twice (REST: the `Idempotency-Key` header); with another gift, 422. */
  idempotency_key: idempotencyKeyField,
});
export type PurchaseGiftInput = z.input<typeof purchaseGiftInput>;
export type PurchaseGiftFields = z.output<typeof purchaseGiftInput>;

/** A gift sent or received (`GET /gifts/transactions`, and the answer to a purchase). */
export const giftTransactionSchema = z.object({
  id: z.string(),
  gift_type: z.string(),
  /** The catalogue's (English) name; the type itself for a gift that has left the catalogue. */
  gift_name: z.string(),
  emoji: z.string(),
  gift_value: z.number().int(),
  message: z.string().nullable(),
  sender_username: z.string().nullable(),
  recipient_username: z.string().nullable(),
  created_at: z.string(),
});
export type GiftTransaction = z.infer<typeof giftTransactionSchema>;

/** What a purchase answers: the gift as sent and the sender's balance after it. */
export const giftPurchaseSchema = z.object({ transaction: giftTransactionSchema, credits: z.number().int() });
export type GiftPurchase = z.infer<typeof giftPurchaseSchema>;
export const giftTransactionListSchema = z.object({ transactions: z.array(giftTransactionSchema) });
export type GiftTransactionList = z.infer<typeof giftTransactionListSchema>;

/** `GET /subscription/current`: the plan in force now and how many days of it are left (0 on free). */
export const currentSubscriptionSchema = z.object({
  current_plan: z.enum(planNames),
  plan_name: z.string(),
  monthly_price: z.number().int(),
  features: z.array(z.string()),
  days_remaining: z.number().int(),
  expires_at: z.string().nullable(),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

export const subscriptionRequestStatuses = ['pending_approval', 'approved', 'rejected'] as const;

/** `POST /subscription/upgrade` without its receipt: a paid plan and how it was paid (bank transfer by default). */
export const upgradeFields = z.object({
  plan: z.enum(planNames, refuse('paidPlanRequired')).refine((plan) => plan !== 'free', refuse('paidPlanRequired')),
  payment_method: z.enum(paymentMethods, refuse('paymentMethodInvalid')).default('bank_transfer'),
});

/** A plan request as its owner and the admins see it; the receipt is read through `receipt_url`. */
export const subscriptionRequestSchema = z.object({
  id: z.string(),
  user_username: z.string(),
  user_email: z.string(),
  plan: z.enum(planNames),
  monthly_price: z.number().int(),
  payment_method: z.enum(paymentMethods),
  status: z.enum(subscriptionRequestStatuses),
  receipt_url: z.string(),
  receipt_size: z.number().int(),
  created_at: z.string(),
  approved_at: z.string().nullable(),
  approved_by: z.string().nullable(),
  rejected_at: z.string().nullable(),
  rejected_by: z.string().nullable(),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;
export const subscriptionRequestListSchema = z.object({ requests: z.array(subscriptionRequestSchema) });

/** How many recent gifts and content items a dashboard shows. */
export const dashboardRecentGifts = 5;
export const dashboardRecentItems = 4;

/** A photographer a fan has given the most to. */
export const favoritePhotographerSchema = z.object({
  id: z.string(),
  username: z.string(),
  total_gift_value: z.number().int(),
  total_gifts: z.number().int(),
});

/** `GET /user/dashboard`. */
export const userDashboardSchema = z.object({
  user_info: z.object({
    credits: z.number().int(),
    total_gifts_sent: z.number().int(),
    subscription: z.object({ active: z.boolean(), days_remaining: z.number().int() }),
  }),
  recent_sent_gifts: z.array(giftTransactionSchema),
  favorite_photographers: z.array(favoritePhotographerSchema),
});
export type UserDashboard = z.infer<typeof userDashboardSchema>;

/** `GET /photographer/dashboard`: totals by query, the newest content and gifts. */
export const photographerDashboardSchema = z.object({
  photographer_info: z.object({
    credits: z.number().int(),
    rating: z.number(),
    total_gifts_received: z.number().int(),
    subscription_plan: z.enum(planNames),
  }),
  content_stats: z.object({
    photo_count: z.number().int(),
    reel_count: z.number().int(),
    total_content: z.number().int(),
  }),
  engagement_stats: z.object({
    total_views: z.number().int(),
    total_likes: z.number().int(),
    total_earnings: z.number().int(),
  }),
  recent_content: z.object({ photos: z.array(photoSchema), reels: z.array(reelSchema) }),
  recent_gifts: z.array(giftTransactionSchema),
});
export type PhotographerDashboard = z.infer<typeof photographerDashboardSchema>;
