import { describe, expect, it } from 'vitest';
import { creditsToGrant, renameTo } from './userActions.js';

describe('the admin user actions', () => {
  it('adds only whole credits above 0, up to the grant limit', () => {
    expect(creditsToGrant(' 250 ')).toBe(250);
    for (const text of ['', '0', '-5', '2.5', 'ten', '100001']) expect(creditsToGrant(text)).toBeNull();
  });

  it('renames only to a non-empty name that differs from the current one', () => {
    expect(renameTo(' new_name ', 'old_name')).toBe('new_name');
    expect(renameTo('old_name', 'old_name')).toBeNull();
    expect(renameTo('   ', 'old_name')).toBeNull();
  });
});
