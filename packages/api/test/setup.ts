import { afterAll, afterEach, vi } from 'vitest';

// A test that makes the code log console.error unexpectedly fails (the Epic Stack rule).
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((call) => call.map(String).join(' ')).join('\n')}`);
});

// Test files share their worker (vitest.config.ts, isolate: false): a file leaves no fake clock,
// stubbed variable or global behind for the next one.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
