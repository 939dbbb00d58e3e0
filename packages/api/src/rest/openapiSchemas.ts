import { z } from 'zod';
import {
  commentSchema,
  deletedSchema,
  directoryItemSchema,
  healthSchema,
  leaderboardEntrySchema,
  likeResultSchema,
  messageResponse,
  photoSchema,
  portfolioSchema,
  ratingEntrySchema,
  reelSchema,
  refusalBodySchema,
  reviewSchema,
  sessionSchema,
  shareResultSchema,
  uploadStatSchema,
  uploadStatsSchema,
  userSchema,
  viewResultSchema,
  giftSchema,
  giftTransactionSchema,
  planSchema,
  creditRequestSchema,
  subscriptionRequestSchema,
  adminUserSchema,
  auditEntrySchema,
  chatMessageSchema,
  chatPartnerSchema,
  conversationSchema,
  notificationSchema,
  markedReadSchema,
  bookingSchema,
  bookingPolicySchema,
  payoutSchema,
  paymentSchema,
  adminPaymentSchema,
  paymentRedirectSchema,
  createdPaymentSchema,
  gallerySchema,
  galleryPreviewSchema,
  watermarkSchema,
} from '@tasbir/shared';

/**
 * The shared schemas the document names once under `components/schemas`: those answered by more
 * than one operation or found inside other answers. Any other answer is written out where it is used.
 */
const named = {
  Error: refusalBodySchema,
  User: userSchema,
  Session: sessionSchema,
  Message: messageResponse,
  Health: healthSchema,
  Photo: photoSchema,
  Reel: reelSchema,
  Comment: commentSchema,
  LikeResult: likeResultSchema,
  ViewResult: viewResultSchema,
  ShareResult: shareResultSchema,
  Deleted: deletedSchema,
  UploadStat: uploadStatSchema,
  UploadStats: uploadStatsSchema,
  DirectoryItem: directoryItemSchema,
  Portfolio: portfolioSchema,
  Review: reviewSchema,
  RatingEntry: ratingEntrySchema,
  LeaderboardEntry: leaderboardEntrySchema,
  Gift: giftSchema,
  GiftTransaction: giftTransactionSchema,
  Plan: planSchema,
  CreditRequest: creditRequestSchema,
  SubscriptionRequest: subscriptionRequestSchema,
  AdminUser: adminUserSchema,
  ChatMessage: chatMessageSchema,
  ChatPartner: chatPartnerSchema,
  Conversation: conversationSchema,
  Notification: notificationSchema,
  MarkedRead: markedReadSchema,
  AuditEntry: auditEntrySchema,
  Booking: bookingSchema,
  BookingPolicy: bookingPolicySchema,
  Payout: payoutSchema,
  Payment: paymentSchema,
  AdminPayment: adminPaymentSchema,
  PaymentRedirect: paymentRedirectSchema,
  CreatedPayment: createdPaymentSchema,
  Gallery: gallerySchema,
  GalleryPreview: galleryPreviewSchema,
  Watermark: watermarkSchema,
} satisfies Record<string, z.ZodType>;

export type JsonSchema = Record<string, unknown>;

const componentRef = (id: string) => `#/components/schemas/${id}`;
export const errorRef = { $ref: componentRef('Error') };

/** zod marks each registry entry as a document of its own; inside an OpenAPI document it is not one. */
function withoutDocumentKeys(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema' && key !== '$id'));
}

/**
 * JSON Schemas (zod v4's `toJSONSchema`, as the server sends: `io: 'output'`) of the given answer
 * bodies and of the named components they point at. One registry conversion, so every use of a
 * named schema becomes a `$ref` to its component.
 */
export function responseSchemas(bodies: Iterable<z.ZodType>): {
  components: Record<string, JsonSchema>;
  schemaOf: (body: z.ZodType) => JsonSchema;
} {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  const unnamed = new Map<z.ZodType, string>();
  for (const body of bodies) {
    if (registry.has(body) || unnamed.has(body)) continue;
    const id = `Answer${unnamed.size + 1}`;
    unnamed.set(body, id);
    registry.add(body, { id });
  }

  const converted = z.toJSONSchema(registry, { uri: componentRef, io: 'output' }).schemas;
  const schema = (id: string): JsonSchema => withoutDocumentKeys(converted[id] ?? {});
  const components = Object.fromEntries(Object.keys(named).map((id) => [id, schema(id)]));
  // An unnamed answer is written out in its operation, so nothing may point at it.
  for (const id of unnamed.values()) {
    if (JSON.stringify(converted).includes(`"$ref":"${componentRef(id)}"`))
      throw new Error(`${id} is inside another answer: name it in openapiSchemas.ts`);
  }

  return {
    components,
    schemaOf: (body) => {
      const id = registry.get(body)?.id;
      if (!id) throw new Error('an answer body was not converted');
      return unnamed.has(body) ? schema(id) : { $ref: componentRef(id) };
    },
  };
}
