import { rm } from 'node:fs/promises';

/** Removes the temporary data folder (database, outbox) the config made for this run. */
export default async function globalTeardown(): Promise<void> {
  const dataDir = process.env.TASBIR_E2E_DATA_DIR;
  if (dataDir?.includes('tasbir-e2e-')) await rm(dataDir, { recursive: true, force: true });
}
