import type { Role, UiMessageKey } from '@tasbir/shared';

/** The sentence key naming each role (User, Photographer, Administrator). */
export const roleKeys = {
  user: 'roleUser',
  photographer: 'rolePhotographer',
  admin: 'roleAdmin',
} as const satisfies Record<Role, UiMessageKey>;
