import { nowIso, type PhotographerProfileRow } from '@tasbir/db';
import {
  experienceLevels,
  portfolioServices,
  pricingRanges,
  specializations,
  portfolioSearchText,
  type Portfolio,
  type PortfolioFields,
} from '@tasbir/shared';
import { badRequest, notFound } from '../../errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { PhotographersRepository } from '../photographers/repository.js';
import { parseChoice, parseChoiceList, parseJsonList } from './jsonList.js';
import type { PortfolioRepository } from './repository.js';

function toPortfolio(photographerId: string, row: PhotographerProfileRow | undefined): Portfolio {
  return {
    photographer_id: photographerId,
    specializations: parseChoiceList(row?.specializations, specializations),
    experience_years: parseChoice(row?.experience_years, experienceLevels),
    pricing_range: parseChoice(row?.pricing_range, pricingRanges),
    portfolio_description: row?.portfolio_description ?? '',
    services: parseChoiceList(row?.services, portfolioServices),
    equipment: parseJsonList(row?.equipment),
    featured_work: parseJsonList(row?.featured_work),
    updated_at: row?.portfolio_updated_at ?? null,
  };
}

export class PortfolioService {
  constructor(
    private readonly repository: PortfolioRepository,
    private readonly photographers: PhotographersRepository,
  ) {}

  /** A photographer's public portfolio; one who has saved none gets the empty portfolio. */
  async forPhotographer(photographerId: string): Promise<Portfolio> {
    if (!(await this.photographers.findListed(photographerId))) throw notFound('photographerNotFound');
    return this.read(photographerId);
  }

  mine(user: AuthenticatedUser): Promise<Portfolio> {
    return this.read(user.id);
  }

  async save(user: AuthenticatedUser, fields: PortfolioFields): Promise<Portfolio> {
    const own = await this.repository.ownPhotoIds(user.id, fields.featured_work);
    if (own.length !== fields.featured_work.length) throw badRequest('featuredWorkNotYours');
    await this.repository.save(user.id, fields, portfolioSearchText(fields.specializations), nowIso());
    return this.read(user.id);
  }

  /** Featured photos deleted since the portfolio was saved drop out here. */
  private async read(photographerId: string): Promise<Portfolio> {
    const portfolio = toPortfolio(photographerId, await this.repository.findProfile(photographerId));
    return { ...portfolio, featured_work: await this.repository.ownPhotoIds(photographerId, portfolio.featured_work) };
  }
}
