/**
 * The one clock of "something changed": every accepted write through the API moves it on, and
 * every cached read made before that is stale (see docs/decisions/005-list-cache.md).
 */
export class Freshness {
  private current = 0;

  get generation(): number {
    return this.current;
  }

  changed(): void {
    this.current += 1;
  }
}
