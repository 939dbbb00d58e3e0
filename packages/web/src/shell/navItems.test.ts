import { describe, expect, it } from 'vitest';
import { accountMenuItems, badgeText, footerPhotographerItems, topNavItems } from './navItems.js';

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const always = ['navHome', 'navPhotos', 'navReels', 'navPhotographers', 'navLeaderboard', 'navAbout'];

describe('top bar by role', () => {
  it('shows visitors only the public pages', () => {
    expect(labels(topNavItems(null))).toEqual(always);
  });
  it('adds the role dashboard, subscriptions and messages', () => {
    expect(labels(topNavItems('photographer'))).toEqual([
      ...always,
      'navStudioDashboard',
      'navSubscriptions',
      'navMessages',
    ]);
    expect(labels(topNavItems('user'))).toEqual([...always, 'navMyDashboard', 'navSubscriptions', 'navMessages']);
    expect(labels(topNavItems('admin'))).toEqual([...always, 'navAdminPanel', 'navMessages']);
  });
  it('gives admins the Admin Panel, not the Studio Dashboard', () => {
    const admin = topNavItems('admin');
    expect(admin).toContainEqual({ page: 'admin-dashboard', label: 'navAdminPanel' });
    expect(labels(admin)).not.toContain('navStudioDashboard');
    expect(admin.map((item) => item.page)).not.toContain('photographer-dashboard');
  });
  it('gives the Studio Dashboard to photographers only', () => {
    expect(topNavItems('photographer')).toContainEqual({ page: 'photographer-dashboard', label: 'navStudioDashboard' });
    for (const role of [null, 'user', 'admin'] as const)
      expect(labels(topNavItems(role))).not.toContain('navStudioDashboard');
  });
});

describe("the footer's links for photographers", () => {
  it('invites visitors to join', () => {
    expect(labels(footerPhotographerItems(null))).toEqual(['footerJoinAsPhotographer', 'navLeaderboard']);
  });
  it('gives the Studio Dashboard to photographers, never to users or admins', () => {
    expect(labels(footerPhotographerItems('photographer'))).toEqual([
      'navSubscriptions',
      'navStudioDashboard',
      'navLeaderboard',
    ]);
    expect(labels(footerPhotographerItems('user'))).toEqual(['navSubscriptions', 'navLeaderboard']);
    expect(labels(footerPhotographerItems('admin'))).toEqual(['navLeaderboard']);
  });
});

describe('account menu', () => {
  it('offers Upload Content to photographers only', () => {
    expect(labels(accountMenuItems('photographer'))).toEqual([
      'menuDashboard',
      'menuUpload',
      'menuSubscription',
      'menuBookings',
      'menuLogout',
    ]);
    expect(labels(accountMenuItems('user'))).not.toContain('menuUpload');
    expect(labels(accountMenuItems('admin'))).not.toContain('menuUpload');
  });
});

describe('unread badge', () => {
  it('hides at zero, counts to 9, then shows 9+', () => {
    expect(badgeText(0, 'en')).toBeNull();
    expect(badgeText(1, 'en')).toBe('1');
    expect(badgeText(9, 'en')).toBe('9');
    expect(badgeText(10, 'en')).toBe('9+');
    expect(badgeText(250, 'en')).toBe('9+');
    expect(badgeText(3, 'ne')).toBe('३');
    expect(badgeText(12, 'ne')).toBe('९+');
  });
});
