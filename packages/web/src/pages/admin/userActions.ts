import { adminGrantMax } from '@tasbir/shared';

/** Credits to add as the admin typed them: a whole number from 1 to the grant limit, else null (and nothing is sent). */
export function creditsToGrant(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const credits = Number(trimmed);
  return credits >= 1 && credits <= adminGrantMax ? credits : null;
}

/** A new username as typed: non-empty and different from the current one, else null (and nothing is sent). */
export function renameTo(text: string, current: string): string | null {
  const trimmed = text.trim();
  return trimmed && trimmed !== current ? trimmed : null;
}
