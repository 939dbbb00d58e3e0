/** A reply to a review: its length, and how long after the first reply it may still be edited. */
export const replyLimits = { textMax: 1000, editHours: 24 } as const;
