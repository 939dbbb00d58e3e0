import type { Dialect } from '@tasbir/db';
import type { Health } from '@tasbir/shared';
import type { SystemRepository } from './repository.js';

export class SystemService {
  constructor(
    private readonly repository: Pick<SystemRepository, 'ping'>,
    private readonly dialect: Dialect,
  ) {}

  async health(): Promise<Health> {
    try {
      await this.repository.ping();
      return { status: 'ok', database: 'ok', dialect: this.dialect };
    } catch {
      return { status: 'error', database: 'unreachable', dialect: this.dialect };
    }
  }
}
