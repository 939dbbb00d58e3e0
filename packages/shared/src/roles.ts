export const roles = ['user', 'photographer', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Registration may only make these; admins come from configuration or another admin. */
export const selfServiceRoles = ['user', 'photographer'] as const;
export type SelfServiceRole = (typeof selfServiceRoles)[number];
