import type { GiftList } from '@tasbir/shared';
import type { GiftsRepository } from './repository.js';

export class GiftsService {
  constructor(private readonly repository: GiftsRepository) {}

  /** The gift grid: every gift on offer, smallest first (anyone may read it). */
  async available(): Promise<GiftList> {
    return { gifts: await this.repository.available() };
  }
}
