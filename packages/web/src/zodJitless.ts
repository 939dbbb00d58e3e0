import { config } from 'zod/v4/core';

// zod compiles object schemas with `new Function` where it may, and probes for that when the first
// one is made: under the app's Content-Security-Policy (no 'unsafe-eval') even the probe is reported
// as a violation. Imported first by main.tsx, before a schema of packages/shared is made.
config({ jitless: true });
