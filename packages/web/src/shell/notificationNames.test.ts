import { uiEn, uiNe } from '@tasbir/shared';
import { describe, expect, it } from 'vitest';
import { localNames } from './notificationNames.js';

describe('a notification’s wallet and plan', () => {
  it('read in the reader’s language, however the server wrote them', () => {
    expect(localNames({ provider: 'eSewa', plan: 'Gold', credits: 500 }, uiNe)).toEqual({
      provider: 'इसेवा',
      plan: uiNe.plan_gold,
      credits: 500,
    });
    expect(localNames({ plan: 'gold', status: 'approved' }, uiEn)).toEqual({ plan: 'Gold', status: 'approved' });
  });

  it('leaves other values as they are', () => {
    expect(localNames({ provider: 'Bank', name: 'sita' }, uiNe)).toEqual({ provider: 'Bank', name: 'sita' });
  });
});
