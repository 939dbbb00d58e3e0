import { uiNe } from '@tasbir/shared';
import { describe, expect, it } from 'vitest';
import { liveSocketUrl, refusalOfBody, refusalText } from './trpc.js';

describe('refusals from a REST body', () => {
  it('reads the code and its values, never the sentence', () => {
    expect(refusalOfBody('{"detail":"Reel upload requires Silver plan or higher.","code":"reelNeedsPlan"}')).toEqual({
      code: 'reelNeedsPlan',
      params: {},
    });
    expect(refusalOfBody('{"detail":"…","code":"fileTooLarge","params":{"mb":5}}')).toEqual({
      code: 'fileTooLarge',
      params: { mb: 5 },
    });
  });

  it('has nothing for other bodies', () => {
    expect(refusalOfBody('<html>Bad gateway</html>')).toBeNull();
    expect(refusalOfBody('{"detail":"Reel upload requires Silver plan or higher."}')).toBeNull();
    expect(refusalOfBody('{"code":"no-such-code"}')).toBeNull();
    expect(refusalOfBody('null')).toBeNull();
  });

  it('words a refusal in the chosen language', () => {
    expect(refusalText({ code: 'photoLimitReached', params: { count: 15 } }, 'en')).toBe(
      "You've reached your plan limit of 15 photos. Please upgrade to upload more.",
    );
    expect(refusalText({ code: 'photoNotFound', params: {} }, 'ne')).toBe('फोटो भेटिएन');
    expect(refusalText({ code: 'insufficientCredits', params: { needed: 1500, available: 150 } }, 'ne')).toBe(
      uiNe.insufficientCredits.replace('{needed}', '१,५००').replace('{available}', '१५०'),
    );
  });
});

describe('the live socket', () => {
  it('lives at /trpc beside the page, secure when the page is', () => {
    expect(liveSocketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/trpc');
    expect(liveSocketUrl({ protocol: 'https:', host: 'tasbir.com.np' })).toBe('wss://tasbir.com.np/trpc');
  });
});
