/**
 * Work a call owes but its answer must not wait for: each job starts after the current turn of the
 * event loop (so the answer goes out first) and runs after the one before it (so a burst of calls
 * does not open a burst of database connections). A job's failure is reported, never thrown. At
 * most `maxPending` jobs wait; beyond that a job is dropped and reported, so a flood of calls
 * cannot grow memory without bound.
 */
export class AfterAnswerQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(
    private readonly maxPending: number,
    private readonly reportError: (error: unknown, message: string) => void,
  ) {}

  push(name: string, job: () => Promise<void>): void {
    if (this.pending >= this.maxPending) {
      this.reportError(new Error(`${this.pending} jobs already waiting`), `${name} dropped`);
      return;
    }
    this.pending += 1;
    const run = () =>
      new Promise<void>((resolve) => setImmediate(resolve))
        .then(job)
        .catch((error: unknown) => this.reportError(error, `${name} failed`))
        .finally(() => {
          this.pending -= 1;
        });
    this.tail = this.tail.then(run);
  }

  /** Resolves once every job pushed so far has ended. */
  idle(): Promise<void> {
    return this.tail;
  }
}
