import { createHash, randomBytes } from 'node:crypto';
import { isUniqueViolation, newId, nowIso, type UserRow } from '@tasbir/db';
import {
  noticeMessages,
  type LoginInput,
  type MessageResponse,
  type RegisterInput,
  type ResetPasswordInput,
  type Session,
  type UpdateProfileInput,
  type User,
} from '@tasbir/shared';
import { badRequest, conflict, forbidden, unauthorized } from '../../errors.js';
import { AfterAnswerQueue } from '../../jobs/afterAnswerQueue.js';
import type { EventBus } from '../../live/eventBus.js';
import type { ViewerRows } from './viewerRows.js';
import type { Mailer } from '../../mail/mailer.js';
import { passwordResetMail } from '../../mail/templates.js';
import type { AccessTokens } from './accessTokens.js';
import type { DeviceTokens } from './deviceTokens.js';
import { isCommonPassword } from './commonPasswords.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.js';
import type { AuthRateLimits } from './rateLimits.js';
import type { AuthRepository } from './repository.js';
import { toUser } from './userDto.js';

export type AuthenticatedUser = UserRow;

const resetTokenMinutes = 30;
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Deps = {
  repository: AuthRepository;
  tokens: AccessTokens;
  deviceTokens: DeviceTokens;
  limits: AuthRateLimits;
  mailer: Mailer;
  /** Tells the open sockets of an account whose password was reset to close. */
  bus: EventBus;
  /** The caller's row, kept per token version while changes are heard (viewerRows.ts). */
  viewers: ViewerRows;
  publicUrl: string;
  logError: (error: unknown, message: string) => void;
};

/** A new password on the common list is refused; a refused reset keeps its token for a better one. */
function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw badRequest('passwordTooCommon');
}

/** Reset links waiting to be made; past this many a request's link is dropped (and logged) rather than memory growing. */
const maxWaitingResetLinks = 1000;

export class AuthService {
  /** Reset links are made after the answer, one after another. */
  private readonly resetLinks: AfterAnswerQueue;

  constructor(private readonly deps: Deps) {
    this.resetLinks = new AfterAnswerQueue(maxWaitingResetLinks, deps.logError);
  }

  /** A session, with a device token that spares this browser the account's waits at its next sign-in (rateLimits.ts). */
  private async session(user: UserRow): Promise<Session> {
    const [access_token, device_token] = await Promise.all([
      this.deps.tokens.issue({ userId: user.id, role: user.role, tokenVersion: user.token_version }),
      this.deps.deviceTokens.issue(user.id),
    ]);
    return { user: toUser(user), access_token, token_type: 'bearer', device_token };
  }

  async register(input: RegisterInput, ip: string): Promise<Session> {
    await this.deps.limits.register(ip);
    refuseCommonPassword(input.password);
    const { repository } = this.deps;
    if (await repository.findUserByEmail(input.email)) throw conflict('emailTaken');
    if (await repository.usernameTaken(input.username)) throw conflict('usernameTaken');
    const now = nowIso();
    const isPhotographer = input.role === 'photographer';
    try {
      const user = await repository.insertUser({
        id: newId(),
        username: input.username,
        email: input.email,
        password_hash: await hashPassword(input.password),
        role: input.role,
        district: isPhotographer ? (input.district ?? null) : null,
        city: isPhotographer ? (input.city ?? null) : null,
        location: isPhotographer && input.city ? [input.city, input.district].filter(Boolean).join(', ') : null,
        contact_number: isPhotographer ? (input.contact_number ?? null) : null,
        created_at: now,
        updated_at: now,
      });
      return await this.session(user);
    } catch (error) {
      // Two registrations racing for one email or username: the database's unique index decides.
      if (isUniqueViolation(error))
        throw conflict((await repository.findUserByEmail(input.email)) ? 'emailTaken' : 'usernameTaken');
      throw error;
    }
  }

  /**
   * Failures from other addresses never refuse the owner: a device token for the account (from an
   * earlier sign-in in this browser) skips the account's waits; without one the account's failures
   * make the next sign-in wait, for a time that grows, never for good (rateLimits.ts).
   */
  async login(input: LoginInput, ip: string): Promise<Session> {
    const { limits, repository, deviceTokens } = this.deps;
    await limits.loginFromAddress(ip);
    const user = await repository.findUserByEmail(input.email);
    const deviceNonce =
      user && input.device_token ? await deviceTokens.nonceFor(input.device_token, user.id) : undefined;
    const client = { email: input.email, deviceNonce };
    await limits.admitLogin(client);
    const valid = user
      ? await verifyPassword(user.password_hash, input.password)
      : await verifyAgainstNothing(input.password);
    if (!user || !valid) {
      await limits.loginFailed(client);
      throw unauthorized('invalidCredentials');
    }
    if (user.suspended === 1) throw forbidden('accountSuspended');
    return this.session(user);
  }

  /**
   * Answers the same, in the same time, whether or not the email has an account: the answer waits
   * only for the rate limits, which count every email alike; looking the account up, storing a
   * token and mailing the link happen after it (resetLinks), so no difference can show in its timing.
   */
  async forgotPassword(email: string, ip: string): Promise<MessageResponse> {
    await this.deps.limits.forgotPassword(ip, email);
    this.resetLinks.push('password reset link', () => this.sendResetLink(email));
    return { message: noticeMessages.forgotPasswordSent };
  }

  private async sendResetLink(email: string): Promise<void> {
    const user = await this.deps.repository.findUserByEmail(email);
    if (!user || user.suspended !== 0) return;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + resetTokenMinutes * 60_000).toISOString();
    await this.deps.repository.insertResetToken(user.id, hashResetToken(token), expiresAt);
    const link = `${this.deps.publicUrl}/?token=${token}`;
    // Not awaited: a slow mail server must not hold up the next link in the queue.
    this.deps.mailer
      .send(passwordResetMail(user.email, user.username, link, resetTokenMinutes))
      .catch((error: unknown) => {
        this.deps.logError(error, 'password reset mail failed');
      });
  }

  async resetPassword(input: ResetPasswordInput, ip: string): Promise<MessageResponse> {
    await this.deps.limits.resetPassword(ip);
    refuseCommonPassword(input.password);
    const passwordHash = await hashPassword(input.password);
    const account = await this.deps.repository.resetPasswordWithToken(hashResetToken(input.token), passwordHash);
    if (!account) throw badRequest('invalidResetToken');
    // The reset ended every earlier session (token_version); the sockets still open close too.
    await this.deps.bus.publish([account.id], { type: 'session_ended' });
    await this.deps.limits.clearAccount(account.email);
    return { message: noticeMessages.passwordResetDone };
  }

  /** The user behind a bearer token; refuses forged, expired, superseded, suspended or deleted ones. */
  async authenticate(token: string | undefined): Promise<AuthenticatedUser> {
    if (!token) throw unauthorized('notAuthenticated');
    const claims = await this.deps.tokens.verify(token);
    if (!claims) throw unauthorized('invalidToken');
    const user = await this.deps.viewers.read(claims.userId, claims.tokenVersion, (id) =>
      this.deps.repository.findUserById(id),
    );
    if (!user || user.token_version !== claims.tokenVersion) throw unauthorized('invalidToken');
    if (user.suspended === 1) throw unauthorized('accountSuspended');
    return user;
  }

  me(user: AuthenticatedUser): User {
    return toUser(user);
  }

  async updateProfile(user: AuthenticatedUser, input: UpdateProfileInput): Promise<User> {
    const { repository } = this.deps;
    // The form sends the name it shows: the same name is no rename (and no new look-alike check).
    const username = input.username === user.username ? undefined : input.username;
    if (
      username &&
      username.toLowerCase() !== user.username.toLowerCase() &&
      (await repository.usernameTaken(username, user.id))
    ) {
      throw conflict('usernameTaken');
    }
    try {
      const updated = await repository.updateProfile(user.id, {
        username,
        bio: input.bio,
        location: input.location,
        district: input.district,
        city: input.city,
        contact_number: input.contact_number,
      });
      if (!updated) throw unauthorized('invalidToken');
      return toUser(updated);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('usernameTaken');
      throw error;
    }
  }

  /** At start: the look-alike keys of accounts that have none yet (AuthRepository.fillUsernameSkeletons). */
  fillUsernameSkeletons(): Promise<{ filled: number; clashes: number }> {
    return this.deps.repository.fillUsernameSkeletons();
  }

  /** `ADMIN_EMAIL`/`ADMIN_PASSWORD`: make sure that admin exists and can sign in. */
  async ensureAdmin(email: string, password: string): Promise<{ outcome: 'created' | 'updated'; userId: string }> {
    const now = nowIso();
    const base = email.split('@')[0]?.replace(/[^\p{L}\p{N}._-]/gu, '') || 'admin';
    const username = (await this.deps.repository.usernameTaken(base))
      ? `${base}-${randomBytes(3).toString('hex')}`
      : base;
    const outcome = await this.deps.repository.upsertAdmin({
      id: newId(),
      username: username.padEnd(3, '_'),
      email,
      password_hash: await hashPassword(password),
      role: 'admin',
      verified: 1,
      created_at: now,
      updated_at: now,
    });
    const admin = await this.deps.repository.findUserByEmail(email);
    if (!admin) throw new Error('admin account missing after upsert');
    return { outcome, userId: admin.id };
  }
}
