import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'file:./data/app.db',
      dataDir: './data',
      demoData: true,
      enableTestRoutes: false,
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.publicUrlSet).toBe(false);
  });

  it('takes PUBLIC_URL without its trailing slash, and says it was given', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://tasbir.example/' })).toMatchObject({
      publicUrl: 'https://tasbir.example',
      publicUrlSet: true,
    });
  });

  it('stops the start with a sentence naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 bytes/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db' })).toThrow(/DATABASE_URL/);
  });

  it('refuses production without a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required when NODE_ENV=production/);
  });

  it('reads TRUST_PROXY as a number of proxies or a list of their addresses, never as "trust every hop"', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2, 10.1.0.0/16, loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('stops the start on a TRUST_PROXY that is neither a number nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('runs the booking clock every minute unless BOOKING_CLOCK_EVERY_MS says otherwise, from a second to an hour', () => {
    expect(loadConfig({}).bookings.clockEveryMs).toBe(60_000);
    expect(loadConfig({ BOOKING_CLOCK_EVERY_MS: '5000' }).bookings.clockEveryMs).toBe(5000);
    expect(() => loadConfig({ BOOKING_CLOCK_EVERY_MS: '0' })).toThrow(/BOOKING_CLOCK_EVERY_MS/);
    expect(() => loadConfig({ BOOKING_CLOCK_EVERY_MS: '3600001' })).toThrow(/BOOKING_CLOCK_EVERY_MS/);
  });
});
