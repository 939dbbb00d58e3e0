import { v7 } from 'uuid';

/** A new opaque id; UUIDv7 sorts by creation time, which keyset paging relies on. */
export function newId(): string {
  return v7();
}

/** The current time as the ISO-8601 UTC text every timestamp column holds. */
export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}
