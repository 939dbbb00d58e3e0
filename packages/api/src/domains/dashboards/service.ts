import type { UserRow } from '@tasbir/db';
import {
  dashboardRecentGifts,
  dashboardRecentItems,
  type AdminDashboard,
  type PhotographerDashboard,
  type UserDashboard,
} from '@tasbir/shared';
import type { GiftsService } from '../gifts/service.js';
import { effectivePlan } from '../subscriptions/effectivePlan.js';
import { toPhoto } from '../photos/dto.js';
import { toReel } from '../reels/dto.js';
import { currentSubscription } from '../subscriptions/service.js';
import type { DashboardsRepository } from './repository.js';

/** The number of favourite photographers a fan's dashboard shows. */
const favoriteCount = 4;
/** An account seen this recently counts as active. */
const activeDays = 30;

/** The first instant of this month and of the one before, in UTC. */
export function monthStarts(now: Date): { thisMonth: string; lastMonth: string } {
  return {
    thisMonth: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
    lastMonth: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString(),
  };
}

/** New accounts this month against last month, as a whole percent (null when last month had none). */
export function growthPercent(thisMonth: number, lastMonth: number): number | null {
  return lastMonth === 0 ? null : Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
}

export class DashboardsService {
  constructor(
    private readonly repository: DashboardsRepository,
    private readonly gifts: GiftsService,
  ) {}

  /** A fan's dashboard: balance, gifts sent, plan, the newest gifts and the photographers they give most to. */
  async forUser(user: UserRow): Promise<UserDashboard> {
    const [sent, recent, favorites] = await Promise.all([
      this.repository.giftsSent(user.id),
      this.gifts.recent(user, 'sent', dashboardRecentGifts),
      this.repository.favorites(user.id, favoriteCount),
    ]);
    const plan = currentSubscription(user);
    return {
      user_info: {
        credits: user.credits,
        total_gifts_sent: Number(sent.count),
        subscription: { active: plan.current_plan !== 'free', days_remaining: plan.days_remaining },
      },
      recent_sent_gifts: recent,
      favorite_photographers: favorites.map((row) => ({
        id: row.id,
        username: row.username,
        total_gift_value: Number(row.total_gift_value),
        total_gifts: Number(row.total_gifts),
      })),
    };
  }

  /** A photographer's dashboard: balance, rating, plan, content and engagement totals, the newest content and gifts. */
  async forPhotographer(user: UserRow): Promise<PhotographerDashboard> {
    const [engagement, photos, reels, gifts] = await Promise.all([
      this.repository.engagement(user.id),
      this.repository.recentPhotos(user.id, dashboardRecentItems),
      this.repository.recentReels(user.id, dashboardRecentItems),
      this.gifts.recent(user, 'received', dashboardRecentGifts),
    ]);
    return {
      photographer_info: {
        credits: user.credits,
        rating: user.rating,
        total_gifts_received: user.total_gifts_received,
        subscription_plan: effectivePlan(user),
      },
      content_stats: {
        photo_count: user.photo_count,
        reel_count: user.reel_count,
        total_content: user.photo_count + user.reel_count,
      },
      engagement_stats: {
        total_views: engagement.views,
        total_likes: engagement.likes,
        total_earnings: engagement.earnings,
      },
      recent_content: {
        photos: photos.map((row) => toPhoto(row, user.username, false)),
        reels: reels.map((row) => toReel(row, user.username, false)),
      },
      recent_gifts: gifts,
    };
  }

  /** The admin panel's summary: accounts, paid plans, money in, what waits, the platform's gift share, growth. */
  async forAdmin(now = new Date()): Promise<AdminDashboard> {
    const activeSince = new Date(now.getTime() - activeDays * 24 * 60 * 60 * 1000).toISOString();
    const [accounts, requests, gifts, openReports] = await Promise.all([
      this.repository.accountTotals(now.toISOString(), activeSince, monthStarts(now)),
      this.repository.requestTotals(),
      this.repository.giftTotals(),
      this.repository.openReports(),
    ]);
    return {
      total_users: accounts.users,
      total_photographers: accounts.photographers,
      total_subscriptions: accounts.subscriptions,
      total_revenue: requests.revenue,
      pending_subscriptions: requests.pendingPlans,
      pending_credit_requests: requests.pendingCredits,
      pending_bookings: requests.pendingBookings,
      open_reports: openReports,
      overview: {
        platform_revenue: gifts.platformRevenue,
        total_gift_value: gifts.giftValue,
        total_users: accounts.users,
        active_users: accounts.active,
        growth: {
          users_this_month: accounts.thisMonth,
          users_last_month: accounts.lastMonth,
          percent: growthPercent(accounts.thisMonth, accounts.lastMonth),
        },
      },
    };
  }
}
