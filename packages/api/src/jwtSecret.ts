import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.js';

/** The configured secret, or outside production one generated once into DATA_DIR and kept. */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.env === 'production') throw new Error('JWT_SECRET is required when NODE_ENV=production');
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (Buffer.byteLength(saved) >= 32) return saved;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
