import { config } from 'zod/v4/core';

// zod compiles object schemas with `new Function` where it may, and probes for that when the first
// one is made: under the app's Content-Security-Policy (no 'unsafe-eval') even the probe is reported
// as a violation. The web build resolves `zod` to this module (vite.config.ts), so the setting is made
// before any schema, in whichever chunk first brings zod, and pages without a form carry no zod at all.
config({ jitless: true });

export * from 'zod/v4';
