import { type Session, type User } from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailService } from '../../mail/mail.service.ts';
import type { AccessTokens } from './access-token.ts';
import type { Captcha } from './captcha.ts';
import { type ProfileFields } from './user.repo.ts';
export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  company_info: {
    name: string;
    role: string;
    referral: string;
  };
  seo_info: {
    objectives: string[];
    current_position: string;
    additional_info: string;
  };
  captcha_token: string;
  remember_me?: boolean;
}
export interface AuthDeps {
  db: Database;
  clock: Clock;
  captcha: Captcha;
  mail: MailService;
  accessTokens: AccessTokens;
  publicUrl: string;
}
export declare const createAuthService: (deps: AuthDeps) => {
  register(input: RegisterInput): Promise<Session>;
  login(email: string, password: string, remember: boolean): Promise<Session>;
  /** Rotates a refresh token. Presenting a token that was already rotated revokes its whole family. */
  refresh(refresh: string): Promise<{
    token: string;
    refresh: string;
  }>;
  logout(refresh: string | undefined): Promise<void>;
  requestPasswordReset(email: string, captchaToken: string): Promise<void>;
  confirmPasswordReset(token: string, newPassword: string): Promise<void>;
  changePassword(userId: number, current: string, next: string): Promise<void>;
  profile(userId: number): Promise<User>;
  /** picture: a new relative media path, or undefined to keep the current one. */
  updateProfile(userId: number, fields: ProfileFields, picture?: string): Promise<User>;
  markTutorialWatched(userId: number): Promise<User>;
  unsubscribe(code: string): Promise<void>;
};
export type AuthService = ReturnType<typeof createAuthService>;
