export { paymentSandbox, type PaymentSandboxOptions } from './plugin.js';
export type { SandboxFaults } from './context.js';
export { sandboxOutcomes, type SandboxOutcome } from './records.js';
export { injectFetch } from './injectFetch.js';
