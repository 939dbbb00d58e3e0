import { describe, expect, it } from 'vitest';
import {
  aboutLegalEn,
  aboutLegalNe,
  adminEn,
  advanceReceiptsEn,
  advanceReceiptsNe,
  adminNe,
  auditEn,
  auditNe,
  bookingAdvancesEn,
  bookingAdvancesNe,
  bookingPolicyEn,
  bookingPolicyNe,
  paymentsEn,
  paymentsNe,
  payoutsEn,
  payoutsNe,
  repliesBlocksEn,
  repliesBlocksNe,
  reportNoticesEn,
  reportNoticesNe,
  reportsEn,
  reportsNe,
  trustEn,
  trustNe,
  uiEn,
  uiOwnTables,
  type LazyTextKey,
  type LazyTexts,
  type UiMessageKey,
} from './ui.js';
import { uiNe } from './uiNe.js';
import { suggestEn, suggestNe } from './ui/suggest.js';

const keys = Object.keys(uiEn) as UiMessageKey[];
const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the web’s sentence tables', () => {
  it('never give one key to two tables, so no text hides another', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const [area, table] of Object.entries(uiOwnTables)) {
      for (const key of Object.keys(table)) {
        const owner = owners.get(key);
        if (owner) clashes.push(`${key} (${owner}, ${area})`);
        owners.set(key, area);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('gives every sentence a Nepali text with the same slots', () => {
    for (const key of keys) {
      expect(uiNe[key]?.trim(), key).toBeTruthy();
      expect(slots(uiNe[key]), key).toEqual(slots(uiEn[key]));
    }
    const lazyEn: LazyTexts = { ...adminEn, ...auditEn, ...paymentsEn, ...payoutsEn };
    const lazyNe: LazyTexts = { ...adminNe, ...auditNe, ...paymentsNe, ...payoutsNe };
    for (const key of Object.keys(lazyEn) as LazyTextKey[]) {
      expect(lazyNe[key]?.trim(), key).toBeTruthy();
      expect(slots(lazyNe[key]), key).toEqual(slots(lazyEn[key]));
    }
    for (const key of Object.keys(bookingPolicyEn) as (keyof typeof bookingPolicyEn)[]) {
      expect(bookingPolicyNe[key]?.trim(), key).toBeTruthy();
      expect(slots(bookingPolicyNe[key]), key).toEqual(slots(bookingPolicyEn[key]));
    }
    for (const key of Object.keys(advanceReceiptsEn) as (keyof typeof advanceReceiptsEn)[]) {
      expect(advanceReceiptsNe[key]?.trim(), key).toBeTruthy();
      expect(slots(advanceReceiptsNe[key]), key).toEqual(slots(advanceReceiptsEn[key]));
    }
    for (const key of Object.keys(reportsEn) as (keyof typeof reportsEn)[]) {
      expect(reportsNe[key]?.trim(), key).toBeTruthy();
      expect(slots(reportsNe[key]), key).toEqual(slots(reportsEn[key]));
    }
    for (const key of Object.keys(reportNoticesEn) as (keyof typeof reportNoticesEn)[])
      expect(reportNoticesNe[key]?.trim(), key).toBeTruthy();
    for (const key of Object.keys(bookingAdvancesEn) as (keyof typeof bookingAdvancesEn)[]) {
      expect(bookingAdvancesNe[key]?.trim(), key).toBeTruthy();
      expect(slots(bookingAdvancesNe[key]), key).toEqual(slots(bookingAdvancesEn[key]));
    }
    for (const key of Object.keys(repliesBlocksEn) as (keyof typeof repliesBlocksEn)[]) {
      expect(repliesBlocksNe[key]?.trim(), key).toBeTruthy();
      expect(slots(repliesBlocksNe[key]), key).toEqual(slots(repliesBlocksEn[key]));
    }
    for (const key of Object.keys(aboutLegalEn) as (keyof typeof aboutLegalEn)[]) {
      expect(aboutLegalNe[key]?.trim(), key).toBeTruthy();
      expect(slots(aboutLegalNe[key]), key).toEqual(slots(aboutLegalEn[key]));
    }
    for (const key of Object.keys(trustEn) as (keyof typeof trustEn)[]) {
      expect(trustNe[key]?.trim(), key).toBeTruthy();
      expect(slots(trustNe[key]), key).toEqual(slots(trustEn[key]));
    }
    for (const key of Object.keys(suggestEn) as (keyof typeof suggestEn)[]) {
      expect(suggestNe[key]?.trim(), key).toBeTruthy();
      expect(slots(suggestNe[key]), key).toEqual(slots(suggestEn[key]));
    }
  });
});
