/** The one plan table (docs/product.md#plans): prices, upload limits and gift shares. */
export const planNames = ['free', 'silver', 'gold', 'diamond', 'royal'] as const;
export type PlanName = (typeof planNames)[number];

export type UploadLimit = { count: number | 'unlimited'; maxFileMb: number };

export type Plan = {
  name: PlanName;
  label: string;
  monthlyPriceRs: number;
  photos: UploadLimit;
  reels: UploadLimit;
  /** Percent of a gift's value the photographer receives; the platform keeps the rest. */
  photographerSharePercent: number;
  /** Room for client delivery galleries (originals and their copies), in gigabytes (docs/decisions/017-delivery-galleries.md). */
  galleryStorageGb: number;
};

export const plans: Record<PlanName, Plan> = {
  free: {
    name: 'free',
    label: 'Free',
    monthlyPriceRs: 0,
    photos: { count: 0, maxFileMb: 0 },
    reels: { count: 0, maxFileMb: 0 },
    photographerSharePercent: 50,
    galleryStorageGb: 1,
  },
  silver: {
    name: 'silver',
    label: 'Silver',
    monthlyPriceRs: 500,
    photos: { count: 5, maxFileMb: 5 },
    reels: { count: 2, maxFileMb: 50 },
    photographerSharePercent: 50,
    galleryStorageGb: 10,
  },
  gold: {
    name: 'gold',
    label: 'Gold',
    monthlyPriceRs: 1000,
    photos: { count: 15, maxFileMb: 10 },
    reels: { count: 8, maxFileMb: 100 },
    photographerSharePercent: 50,
    galleryStorageGb: 30,
  },
  diamond: {
    name: 'diamond',
    label: 'Diamond',
    monthlyPriceRs: 2000,
    photos: { count: 50, maxFileMb: 20 },
    reels: { count: 25, maxFileMb: 200 },
    photographerSharePercent: 60,
    galleryStorageGb: 75,
  },
  royal: {
    name: 'royal',
    label: 'Royal',
    monthlyPriceRs: 5000,
    photos: { count: 'unlimited', maxFileMb: 50 },
    reels: { count: 'unlimited', maxFileMb: 500 },
    photographerSharePercent: 70,
    galleryStorageGb: 200,
  },
};

/** A plan's gallery storage in bytes (a gigabyte is 2^30 bytes, as a file manager counts it). */
export const galleryStorageBytes = (plan: Plan): number => plan.galleryStorageGb * 2 ** 30;

/** Days a paid plan runs from its approval. */
export const planPeriodDays = 30;

function describeLimit(limit: UploadLimit, noun: string): string {
  if (limit.count === 0) return `No ${noun}`;
  if (limit.count === 'unlimited') return `Unlimited ${noun}, up to ${limit.maxFileMb} MB each`;
  return `${limit.count} ${noun}, up to ${limit.maxFileMb} MB each`;
}

/** Feature lines for plan cards, generated from the table so they can never disagree with it. */
export function planFeatures(plan: Plan): string[] {
  const share = plan.photographerSharePercent;
  return [
    describeLimit(plan.photos, 'photos'),
    describeLimit(plan.reels, 'reels'),
    `Gift share ${share}/${100 - share} (you/platform)`,
    `${plan.galleryStorageGb} GB of client galleries`,
  ];
}
