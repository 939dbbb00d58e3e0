import { describe, expect, it } from 'vitest';
import { accountMenuItems, badgeText, topNavItems } from './navItems.js';

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const always = ['navHome', 'navPhotos', 'navReels', 'navPhotographers', 'navLeaderboard', 'navAbout'];

describe('top bar by role', () => {
  it('shows visitors only the public pages', () => {
    expect(labels(topNavItems(null))).toEqual(always);
  });
  it('adds the role dashboard, subscriptions and messages', () => {
    expect(labels(topNavItems('photographer'))).toEqual([...always, 'navStudioDashboard', 'navSubscriptions', 'navMessages']);
    expect(labels(topNavItems('user'))).toEqual([...always, 'navMyDashboard', 'navSubscriptions', 'navMessages']);
    expect(labels(topNavItems('admin'))).toEqual([...always, 'navAdminPanel', 'navMessages']);
  });
});

describe('account menu', () => {
  it('offers Upload Content to photographers only', () => {
    expect(labels(accountMenuItems('photographer'))).toEqual(['menuDashboard', 'menuUpload', 'menuSubscription', 'menuBookings', 'menuLogout']);
    expect(labels(accountMenuItems('user'))).not.toContain('menuUpload');
    expect(labels(accountMenuItems('admin'))).not.toContain('menuUpload');
  });
});

describe('unread badge', () => {
  it('hides at zero, counts to 9, then shows 9+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});
