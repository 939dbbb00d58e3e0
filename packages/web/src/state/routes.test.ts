import { describe, expect, it } from 'vitest';
import { initialRoute, pageNames, pathToRoute, resolveMenuTarget, routeToPath } from './routes.js';

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

  it('opens one chat at /messages/{partner id}', () => {
    expect(routeToPath({ page: 'messages', partnerId: '01J9 x' })).toBe('/messages/01J9%20x');
    expect(pathToRoute('/messages/01J9%20x')).toEqual({ page: 'messages', partnerId: '01J9 x' });
    expect(routeToPath({ page: 'messages' })).toBe('/messages');
    expect(pathToRoute('/messages/%E0%A4')).toBeNull();
  });

  it('knows no page at unknown or nested addresses', () => {
    expect(pathToRoute('/nowhere')).toBeNull();
    expect(pathToRoute('/home')).toBeNull();
    expect(pathToRoute('/photos/1')).toBeNull();
    expect(pathToRoute('/reels/1/2')).toBeNull();
    expect(pathToRoute('/reels/%E0%A4')).toBeNull();
  });
});

describe('initial route', () => {
  it('opens reset-password with the token from ?token=, wherever it is', () => {
    expect(initialRoute('/', '?token=abc_-1')).toEqual({ route: { page: 'reset-password' }, resetToken: 'abc_-1', known: true });
    expect(initialRoute('/photos', '?x=1&token=t')).toMatchObject({ route: { page: 'reset-password' }, resetToken: 't' });
  });

  it('follows the path otherwise, falling back to home for unknown ones', () => {
    expect(initialRoute('/about', '')).toEqual({ route: { page: 'about' }, resetToken: null, known: true });
    expect(initialRoute('/nope', '?token=')).toEqual({ route: { page: 'home' }, resetToken: null, known: false });
  });
});

describe('menu items without a page', () => {
  it('go to the closest real page for the role', () => {
    expect(resolveMenuTarget('upload', 'photographer')).toBe('photographer-dashboard');
    expect(resolveMenuTarget('subscribe', 'user')).toBe('subscriptions');
    expect(resolveMenuTarget('bookings', 'user')).toBe('dashboard');
    expect(resolveMenuTarget('bookings', 'photographer')).toBe('photographer-dashboard');
    expect(resolveMenuTarget('admin', 'admin')).toBe('admin-dashboard');
    expect(resolveMenuTarget('dashboard', 'admin')).toBe('admin-dashboard');
    expect(resolveMenuTarget('dashboard', null)).toBe('login');
  });
});
