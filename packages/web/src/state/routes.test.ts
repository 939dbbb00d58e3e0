import { describe, expect, it } from 'vitest';
import { dashboardTabs, initialRoute, pageNames, pathToRoute, resolveMenuTarget, routeToPath } from './routes.js';

describe('page ⇄ path mapping', () => {
  it('gives home the root address and every other page its own name', () => {
    expect(routeToPath({ page: 'home' })).toBe('/');
    expect(routeToPath({ page: 'forgot-password' })).toBe('/forgot-password');
    expect(routeToPath({ page: 'photographer-dashboard' })).toBe('/photographer-dashboard');
  });

  it('round-trips every page name', () => {
    for (const page of pageNames) {
      expect(pathToRoute(routeToPath({ page }))).toEqual({ page });
    }
  });

  it('opens one reel at /reels/{id}', () => {
    expect(routeToPath({ page: 'reels', reelId: 'ab 12' })).toBe('/reels/ab%2012');
    expect(pathToRoute('/reels/ab%2012')).toEqual({ page: 'reels', reelId: 'ab 12' });
    expect(pathToRoute('/reels/42/')).toEqual({ page: 'reels', reelId: '42' });
  });

  it('opens one photo at /photos/{id} and one photographer at /photographers/{id}, the addresses with link previews', () => {
    expect(routeToPath({ page: 'photos', photoId: '0199 ab' })).toBe('/photos/0199%20ab');
    expect(pathToRoute('/photos/0199%20ab')).toEqual({ page: 'photos', photoId: '0199 ab' });
    expect(routeToPath({ page: 'photographers', photographerId: 'p/1' })).toBe('/photographers/p%2F1');
    expect(pathToRoute('/photographers/p%2F1/')).toEqual({ page: 'photographers', photographerId: 'p/1' });
    expect(pathToRoute('/photographers/%E0%A4')).toBeNull();
  });

  it('keeps an item only on its own page', () => {
    expect(routeToPath({ page: 'photos', reelId: 'r1' })).toBe('/photos');
    expect(routeToPath({ page: 'reels', photoId: 'p1' })).toBe('/reels');
    expect(routeToPath({ page: 'about', photographerId: 'x' })).toBe('/about');
  });

  it('opens one chat at /messages/{partner id}', () => {
    expect(routeToPath({ page: 'messages', partnerId: '01J9 x' })).toBe('/messages/01J9%20x');
    expect(pathToRoute('/messages/01J9%20x')).toEqual({ page: 'messages', partnerId: '01J9 x' });
    expect(routeToPath({ page: 'messages' })).toBe('/messages');
    expect(pathToRoute('/messages/%E0%A4')).toBeNull();
  });

  it('opens a delivery gallery at its private link /g/{token}', () => {
    expect(routeToPath({ page: 'g', galleryToken: 'q3XG2Lh0n4mV9tYw1sKcPA' })).toBe('/g/q3XG2Lh0n4mV9tYw1sKcPA');
    expect(pathToRoute('/g/q3XG2Lh0n4mV9tYw1sKcPA')).toEqual({ page: 'g', galleryToken: 'q3XG2Lh0n4mV9tYw1sKcPA' });
    expect(pathToRoute('/g/q3XG2Lh0n4mV9tYw1sKcPA/photos')).toBeNull();
  });

  it('opens one online payment at /payments/{id}, where the wallets send the payer back', () => {
    expect(routeToPath({ page: 'payments', paymentId: '01JA pay' })).toBe('/payments/01JA%20pay');
    expect(pathToRoute('/payments/01JA%20pay')).toEqual({ page: 'payments', paymentId: '01JA pay' });
    expect(pathToRoute('/payments')).toEqual({ page: 'payments' });
    expect(pathToRoute('/payments/1/check')).toBeNull();
  });

  it('opens the Earnings tab and the admins’ Payments and Payouts tabs by address', () => {
    expect(pathToRoute('/photographer-dashboard/earnings')).toEqual({
      page: 'photographer-dashboard',
      tab: 'earnings',
    });
    expect(pathToRoute('/admin-dashboard/payments')).toEqual({ page: 'admin-dashboard', tab: 'payments' });
    expect(pathToRoute('/admin-dashboard/payouts')).toEqual({ page: 'admin-dashboard', tab: 'payouts' });
    expect(pathToRoute('/dashboard/earnings')).toBeNull();
  });

  it('opens a dashboard tab at /{dashboard}/{tab}, and Overview at the bare dashboard address', () => {
    expect(routeToPath({ page: 'dashboard', tab: 'bookings' })).toBe('/dashboard/bookings');
    expect(pathToRoute('/photographer-dashboard/bookings')).toEqual({
      page: 'photographer-dashboard',
      tab: 'bookings',
    });
    expect(pathToRoute('/admin-dashboard/audit/')).toEqual({ page: 'admin-dashboard', tab: 'audit' });
    for (const [page, tabs] of Object.entries(dashboardTabs)) {
      for (const tab of tabs)
        expect(routeToPath(pathToRoute(`/${page}/${tab}`) ?? { page: 'home' })).toBe(`/${page}/${tab}`);
    }
  });

  it('knows no tab a dashboard does not have, nor tabs on other pages', () => {
    expect(pathToRoute('/dashboard/audit')).toBeNull();
    expect(pathToRoute('/dashboard/overview')).toBeNull();
    expect(pathToRoute('/about/bookings')).toBeNull();
    expect(pathToRoute('/dashboard/bookings/1')).toBeNull();
    expect(routeToPath({ page: 'dashboard', tab: 'audit' })).toBe('/dashboard');
    expect(routeToPath({ page: 'about', tab: 'bookings' })).toBe('/about');
  });

  it('knows no page at unknown or nested addresses', () => {
    expect(pathToRoute('/nowhere')).toBeNull();
    expect(pathToRoute('/home')).toBeNull();
    expect(pathToRoute('/about/1')).toBeNull();
    expect(pathToRoute('/photos/1/2')).toBeNull();
    expect(pathToRoute('/reels/1/2')).toBeNull();
    expect(pathToRoute('/reels/%E0%A4')).toBeNull();
  });
});

describe('initial route', () => {
  it('opens reset-password with the token from ?token=, wherever it is', () => {
    expect(initialRoute('/', '?token=abc_-1')).toEqual({
      route: { page: 'reset-password' },
      resetToken: 'abc_-1',
      known: true,
    });
    expect(initialRoute('/photos', '?x=1&token=t')).toMatchObject({
      route: { page: 'reset-password' },
      resetToken: 't',
    });
  });

  it('follows the path otherwise, falling back to home for unknown ones', () => {
    expect(initialRoute('/about', '')).toEqual({ route: { page: 'about' }, resetToken: null, known: true });
    expect(initialRoute('/nope', '?token=')).toEqual({ route: { page: 'home' }, resetToken: null, known: false });
    expect(initialRoute('/dashboard/bookings', '')).toEqual({
      route: { page: 'dashboard', tab: 'bookings' },
      resetToken: null,
      known: true,
    });
  });
});

describe('menu items without a page', () => {
  it('go to the closest real page for the role', () => {
    expect(resolveMenuTarget('upload', 'photographer')).toEqual({ page: 'photographer-dashboard' });
    expect(resolveMenuTarget('subscribe', 'user')).toEqual({ page: 'subscriptions' });
    expect(resolveMenuTarget('admin', 'admin')).toEqual({ page: 'admin-dashboard' });
    expect(resolveMenuTarget('dashboard', 'admin')).toEqual({ page: 'admin-dashboard' });
    expect(resolveMenuTarget('dashboard', null)).toEqual({ page: 'login' });
  });

  it("open Bookings on the Bookings tab of the role's own dashboard", () => {
    expect(resolveMenuTarget('bookings', 'user')).toEqual({ page: 'dashboard', tab: 'bookings' });
    expect(resolveMenuTarget('bookings', 'photographer')).toEqual({ page: 'photographer-dashboard', tab: 'bookings' });
    expect(resolveMenuTarget('bookings', 'admin')).toEqual({ page: 'admin-dashboard', tab: 'bookings' });
    expect(routeToPath(resolveMenuTarget('bookings', 'photographer'))).toBe('/photographer-dashboard/bookings');
    expect(resolveMenuTarget('bookings', null)).toEqual({ page: 'login' });
  });
});
