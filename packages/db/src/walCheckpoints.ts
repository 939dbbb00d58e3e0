import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the checkpoint thread moves the write-ahead log into the database file. */
const checkpointEveryMs = 1000;

/**
 * The checkpoint thread: its own connection to the same file, checkpointing PASSIVE (never waiting
 * for readers or writers) on a timer, until told to stop. CommonJS text, so it needs no build step.
 */
const checkpointThread = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or closing: the next turn tries again; the log waits safely meanwhile.
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export type WalCheckpoints = { stop: () => Promise<void> };

/**
 * SQLite checkpoints its write-ahead log inside whichever commit crosses the limit, and a checkpoint
 * syncs the database file: measured at a million gifts, that held the event loop up to 340 ms in
 * one commit (bench/recount.js). The server's connection turns automatic checkpoints off and this
 * thread does them instead, so no request waits for the disk.
 */
export function startWalCheckpoints(path: string): WalCheckpoints {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(checkpointThread, { eval: true, workerData: { path, driver, everyMs: checkpointEveryMs } });
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    stop: async () => {
      // Held again while it closes, or a process with nothing else to do would not wait for it.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
