// Accounts and sessions: registration, login, rotating refresh tokens, password reset and change,
// profile, tutorial flag and unsubscribe.
import { randomUUID } from 'node:crypto';
import {
  DAY_MS,
  EMAIL_VERIFICATION_TTL_MS,
  authMessages as m,
  RESET_TOKEN_MIN_LENGTH,
  RESET_TOKEN_TTL_MS,
  type Session,
  TRIAL_DAYS,
  type User,
  unsubscribeMessages,
} from '@sightline/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { type MediaLog, type MediaStore, type UploadedImage, writeWithImage } from '../../http/uploads.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { badRequest, conflict, fieldError, notFound, unauthorized } from '../../lib/http-error.ts';
import type { MailService } from '../../mail/mail.service.ts';
import { subscriptionRepo } from '../subscription/subscription.repo.ts';
import type { AccessTokens } from './access-token.ts';
import type { Captcha } from './captcha.ts';
import { emailVerificationRepo } from './email-verification.repo.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import type { SessionCheck } from './session-check.ts';
import { signInFailureRepo } from './sign-in-failure.repo.ts';
import { tokenRepo } from './token.repo.ts';
import { presentUser } from './user.presenter.ts';
import { type ProfileFields, type UserRow, userRepo } from './user.repo.ts';

const REFRESH_TTL_MS = { remember: 30 * DAY_MS, session: DAY_MS };

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  company_info: { name: string; role: string; referral: string };
  seo_info: { objectives: string[]; current_position: string; additional_info: string };
  captcha_token: string;
  remember_me?: boolean;
}

export interface AuthDeps {
  db: Database;
  clock: Clock;
  captcha: Captcha;
  mail: MailService;
  accessTokens: AccessTokens;
  sessions: SessionCheck;
  /** Failed sign-ins of one account (from any address) within the window before it is refused. */
  loginFailures: { perAccount: number; windowMs: number };
  publicUrl: string;
  /** Confirmed addresses that make their account an admin (ADMIN_EMAILS). */
  adminEmails: readonly string[];
  media: MediaStore;
  log: MediaLog;
}

export const createAuthService = (deps: AuthDeps) => {
  const { db, clock } = deps;

  const issueRefresh = async (q: Queryable, userId: number, sessionId: string, remember: boolean) => {
    const refresh = randomToken();
    const ttl = remember ? REFRESH_TTL_MS.remember : REFRESH_TTL_MS.session;
    const now = clock.now();
    await tokenRepo.insertRefresh(q, {
      userId,
      sessionId,
      hash: sha256(refresh),
      remember,
      expiresAt: new Date(now.getTime() + ttl),
      createdAt: now,
    });
    return refresh;
  };

  const signAccess = (user: UserRow, sessionId: string) =>
    deps.accessTokens.sign({ userId: user.id, uuid: user.uuid, sessionId }, clock.now());

  const startSession = async (q: Queryable, user: UserRow, remember: boolean): Promise<Session> => {
    const sessionId = randomUUID();
    await tokenRepo.insertSession(q, sessionId, user.id);
    return {
      token: await signAccess(user, sessionId),
      refresh: await issueRefresh(q, user.id, sessionId, remember),
      user: presentUser(user),
    };
  };

  const requireUser = async (userId: number) => {
    const user = await userRepo.byId(db, userId);
    if (!user) throw unauthorized(m.sessionExpired, 'session_ended');
    return user;
  };

  const link = (path: string) => `${deps.publicUrl}${path}`;

  /** A new single-use link to confirm the account's address, mailed to it. */
  const sendVerification = async (user: UserRow) => {
    const token = randomToken();
    await emailVerificationRepo.insert(db, {
      userId: user.id,
      email: user.email,
      hash: sha256(token),
      expiresAt: new Date(clock.now().getTime() + EMAIL_VERIFICATION_TTL_MS),
    });
    await deps.mail.enqueue({
      userId: user.id,
      to: user.email,
      template: 'verifyEmail',
      // Essential: without it the account cannot prove its address.
      essential: true,
      payload: { name: user.name, email: user.email, verifyUrl: link(`/verify-email/${token}`) },
    });
  };

  return {
    async register(input: RegisterInput): Promise<Session> {
      if (!(await deps.captcha.verify(input.captcha_token)))
        throw fieldError('captcha_token', m.captchaFailed, 'captcha_failed');
      const passwordHash = await hashPassword(input.password);
      const { session, user } = await db.tx(async (q) => {
        const created = await userRepo.insert(q, {
          email: input.email,
          passwordHash,
          name: input.name,
          companyName: input.company_info.name,
          companyRole: input.company_info.role,
          referral: input.company_info.referral,
          currentPosition: input.seo_info.current_position,
          seoObjectives: input.seo_info.objectives,
          additionalInfo: input.seo_info.additional_info,
          unsubscribeCode: randomToken(24),
        });
        if (!created) throw fieldError('email', m.emailTaken);
        await subscriptionRepo.insertTrial(
          q,
          created.id,
          new Date(clock.now().getTime() + TRIAL_DAYS * DAY_MS),
        );
        return { session: await startSession(q, created, input.remember_me ?? true), user: created };
      });
      await sendVerification(user);
      await deps.mail.enqueue({
        userId: user.id,
        to: user.email,
        template: 'welcome',
        essential: false,
        payload: {
          name: user.name,
          dashboardUrl: link('/dashboard'),
          unsubscribeUrl: link(`/unsubscribe/${user.unsubscribe_code}`),
        },
      });
      return session;
    },

    /**
     * Beside the per-address rate limit, an account takes a bounded number of failed sign-ins per
     * window, whatever addresses they come from; past them, each sign-in of the account needs a
     * solved captcha (guessing gets slow, and the owner is never locked out: the right password with
     * a solved captcha signs in). Each attempt is recorded as a failure before the password is
     * checked, so concurrent guesses count too; success forgets only this address's failures.
     */
    async login(attempt: {
      email: string;
      password: string;
      remember: boolean;
      address: string;
      captchaToken?: string;
    }): Promise<Session> {
      const { email, password, remember, address } = attempt;
      const { perAccount, windowMs } = deps.loginFailures;
      const guarded = await db.tx(async (q) => {
        const now = clock.now();
        const since = new Date(now.getTime() - windowMs);
        await signInFailureRepo.lockAccount(q, email);
        await signInFailureRepo.deleteBefore(q, since);
        const failures = await signInFailureRepo.countSince(q, email, since);
        await signInFailureRepo.insert(q, email, address, now);
        return failures >= perAccount;
      });
      if (guarded) {
        if (!attempt.captchaToken) throw unauthorized(m.signInCaptchaRequired, 'captcha_required');
        if (!(await deps.captcha.verify(attempt.captchaToken)))
          throw fieldError('captcha_token', m.captchaFailed, 'captcha_failed');
      }
      const user = await userRepo.byEmail(db, email);
      const ok = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDummy(password);
      if (!user || !ok) throw unauthorized(m.invalidCredentials, 'invalid_credentials');
      return db.tx(async (q) => {
        await signInFailureRepo.clear(q, email, address);
        await userRepo.touchLogin(q, user.id, clock.now());
        return startSession(q, user, remember);
      });
    },

    /** At start: the listed addresses already confirmed become admins (ADMIN_EMAILS may have changed). */
    grantListedAdmins: () => userRepo.grantListedAdmins(db, deps.adminEmails),

    /** Confirms the address a link was sent to (no session needed: the link is the proof). */
    async verifyEmail(token: string) {
      const userId = await emailVerificationRepo.consume(db, sha256(token), clock.now());
      if (userId === null) throw badRequest(m.verifyLinkInvalid, { code: 'verify_token_invalid' });
      await userRepo.grantListedAdmins(db, deps.adminEmails, userId);
      return { verified: true as const, detail: m.emailVerified };
    },

    /** Mails a new confirmation link to the caller's address, unless it is confirmed already. */
    async resendVerification(userId: number) {
      const user = await requireUser(userId);
      if (user.email_verified_at) throw conflict(m.alreadyVerified);
      await sendVerification(user);
      return m.verificationSent(user.email);
    },

    /** Rotates a refresh token. Presenting a token that was already rotated ends its whole session. */
    async refresh(refresh: string): Promise<{ token: string; refresh: string }> {
      type Outcome = { token: string; refresh: string } | { ended: number } | null;
      const outcome = await db.tx(async (q): Promise<Outcome> => {
        const row = await tokenRepo.refreshByHashForUpdate(q, sha256(refresh));
        if (!row || row.revoked_at) return null;
        if (row.used_at) {
          await tokenRepo.revokeSession(q, row.session_id);
          return { ended: row.user_id };
        }
        if (row.expires_at.getTime() <= clock.now().getTime()) return null;
        await tokenRepo.markUsed(q, row.id);
        const user = await userRepo.byId(q, row.user_id);
        if (!user) return null;
        return {
          token: await signAccess(user, row.session_id),
          refresh: await issueRefresh(q, user.id, row.session_id, row.remember),
        };
      });
      if (outcome && 'ended' in outcome) deps.sessions.forget(outcome.ended);
      if (!outcome || 'ended' in outcome) throw unauthorized(m.sessionExpired, 'session_ended');
      return outcome;
    },

    async logout(refresh: string | undefined) {
      if (!refresh) return;
      const userId = await db.tx(async (q) => {
        const row = await tokenRepo.refreshByHashForUpdate(q, sha256(refresh));
        if (row) await tokenRepo.revokeSession(q, row.session_id);
        return row?.user_id;
      });
      if (userId !== undefined) deps.sessions.forget(userId);
    },

    async requestPasswordReset(email: string, captchaToken: string) {
      if (!(await deps.captcha.verify(captchaToken)))
        throw fieldError('captcha_token', m.captchaFailed, 'captcha_failed');
      const user = await userRepo.byEmail(db, email);
      if (!user) return;
      const token = randomToken();
      await db.tx(async (q) => {
        await tokenRepo.invalidateResets(q, user.id, clock.now());
        await tokenRepo.insertReset(q, {
          userId: user.id,
          hash: sha256(token),
          expiresAt: new Date(clock.now().getTime() + RESET_TOKEN_TTL_MS),
        });
      });
      await deps.mail.enqueue({
        userId: user.id,
        to: user.email,
        template: 'passwordReset',
        essential: true,
        payload: { name: user.name, resetUrl: link(`/reset-password/${token}`) },
      });
    },

    async confirmPasswordReset(token: string, newPassword: string) {
      if (token.length < RESET_TOKEN_MIN_LENGTH)
        throw badRequest(m.resetInvalidDetail, { code: 'reset_token_invalid' });
      const passwordHash = await hashPassword(newPassword);
      const userId = await db.tx(async (q) => {
        const userId = await tokenRepo.consumeReset(q, sha256(token), clock.now());
        if (userId === null) throw badRequest(m.resetInvalidDetail, { code: 'reset_token_invalid' });
        await userRepo.setPassword(q, userId, passwordHash);
        // A reset means the old password may be known to someone else: end every session.
        await tokenRepo.revokeSessionsOfUser(q, userId);
        return userId;
      });
      deps.sessions.forget(userId);
    },

    /** Ends every other session too (as a reset does), keeping the one that made the change. */
    async changePassword(userId: number, sessionId: string, current: string, next: string) {
      const user = await requireUser(userId);
      if (!(await verifyPassword(user.password_hash, current))) {
        throw fieldError('current_password', m.currentPasswordWrong);
      }
      const passwordHash = await hashPassword(next);
      await db.tx(async (q) => {
        await userRepo.setPassword(q, userId, passwordHash);
        await tokenRepo.revokeSessionsOfUser(q, userId, sessionId);
      });
      deps.sessions.forget(userId);
    },

    async profile(userId: number): Promise<User> {
      return presentUser(await requireUser(userId));
    },

    /** image: a new profile picture, or null to keep the current one (which a new one replaces). */
    async updateProfile(userId: number, fields: ProfileFields, image: UploadedImage | null): Promise<User> {
      await requireUser(userId);
      return writeWithImage(deps, 'avatars', image, (picture) =>
        db.tx(async (q) => {
          const previous = await userRepo.pictureForUpdate(q, userId);
          const row = await userRepo.updateProfile(q, userId, fields, picture);
          return { result: presentUser(row), replaced: picture === undefined ? null : previous };
        }),
      );
    },

    async markTutorialWatched(userId: number): Promise<User> {
      await requireUser(userId);
      return presentUser(await userRepo.markTutorialWatched(db, userId));
    },

    async unsubscribe(code: string) {
      const user = await userRepo.byUnsubscribeCode(db, code);
      if (!user) throw notFound(unsubscribeMessages.invalid);
      await userRepo.unsubscribe(db, user.id);
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
