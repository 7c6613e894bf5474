import {
  AccountDeleteRequestSchema,
  AccountExportQuerySchema,
  AccountExportSchema,
  ApiErrorSchema,
  authMessages,
  authPaths,
  DetailSchema,
  EmailVerifyReplySchema,
  EmailVerifyRequestSchema,
  LoginRequestSchema,
  LogoutRequestSchema,
  OkSchema,
  PasswordChangeRequestSchema,
  ProfileUpdateFieldsSchema,
  profileMessages,
  RefreshRequestSchema,
  RefreshResponseSchema,
  RegisterRequestSchema,
  ResetConfirmSchema,
  ResetRequestSchema,
  SessionSchema,
  text,
  UserSchema,
  unsubscribeMessages,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { perUserRateLimit, requireBrowserSession, sessionIdOf, userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import { readImageForm } from '../../http/uploads.ts';
import { parseOrThrow } from '../../http/validation.ts';
import type { AccountService } from './account.service.ts';
import type { AuthService } from './auth.service.ts';
import type { Captcha } from './captcha.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema };
/** ALTCHA's challenge, handed to the widget as it is. */
const AltchaChallengeSchema = z.looseObject({});
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const authRoutes = (
  app: ZodApp,
  deps: {
    auth: AuthService;
    account: AccountService;
    captcha: Captcha;
    requireAuth: preHandlerAsyncHookHandler;
    rateLimit: { max: number; timeWindow: string };
    /** Profile saves (with a picture or not) per user and minute. */
    uploadsPerMinute: number;
  },
) => {
  const { auth, requireAuth } = deps;
  const limited = { config: { rateLimit: deps.rateLimit } };
  const tags = ['auth'];

  app.post(authPaths.login, {
    ...limited,
    schema: {
      operationId: 'logIn',
      summary: 'Sign in with email and password',
      tags,
      body: LoginRequestSchema,
      response: { 200: SessionSchema, ...errors },
    },
    handler: (req) =>
      auth.login({
        email: req.body.email,
        password: req.body.password,
        remember: req.body.remember_me ?? true,
        address: req.ip,
        captchaToken: req.body.captcha_token || undefined,
      }),
  });

  app.post(authPaths.register, {
    ...limited,
    schema: {
      operationId: 'registerUser',
      summary: 'Create an account and sign in',
      tags,
      body: RegisterRequestSchema,
      response: { 201: SessionSchema, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await auth.register(req.body)),
  });

  app.get(authPaths.captcha, {
    ...limited,
    schema: {
      operationId: 'getCaptchaChallenge',
      summary: 'Get a proof-of-work challenge for the sign-up and reset forms',
      tags,
      description: 'A fresh ALTCHA proof-of-work challenge.',
      response: { 200: AltchaChallengeSchema, 429: ApiErrorSchema },
    },
    handler: async (_req, reply) =>
      reply.header('cache-control', 'no-store').send(await deps.captcha.challenge()),
  });

  app.post(authPaths.refresh, {
    ...limited,
    schema: {
      operationId: 'refreshAccessToken',
      summary: 'Exchange a refresh token for a new access token',
      tags,
      body: RefreshRequestSchema,
      response: { 200: RefreshResponseSchema, ...errors },
    },
    handler: (req) => auth.refresh(req.body.refresh),
  });

  app.post(authPaths.logout, {
    schema: {
      operationId: 'logOut',
      summary: 'End the session of a refresh token',
      tags,
      body: LogoutRequestSchema,
      response: { 200: OkSchema, 400: ApiErrorSchema },
    },
    handler: async (req) => {
      await auth.logout(req.body?.refresh);
      return { success: true as const };
    },
  });

  app.get(authPaths.profile, {
    preHandler: requireAuth,
    schema: {
      operationId: 'getProfile',
      summary: "Get the caller's profile",
      tags,
      response: { 200: UserSchema, 401: ApiErrorSchema },
    },
    handler: (req) => auth.profile(userIdOf(req)),
  });

  app.get(authPaths.accountExport, {
    ...limited,
    onRequest: requireBrowserSession,
    preHandler: requireAuth,
    schema: {
      operationId: 'exportAccountData',
      summary: "Download every row of the caller's account",
      description:
        'format=json (default): one JSON document, `{exported_at, tables: {<table>: [rows]}}`; format=csv: a zip ' +
        'with one CSV file per table. Rows are found by following the foreign keys from the account; ' +
        'credentials and their hashes are left out.',
      tags,
      querystring: AccountExportQuerySchema,
      response: {
        200: {
          description:
            'The JSON document (format=json) or the zip of CSV files (format=csv), as an attachment.',
          content: {
            'application/json': { schema: AccountExportSchema },
            'application/zip': { schema: z.string() },
          },
        },
        ...errors,
        403: ApiErrorSchema,
      },
    },
    handler: async (req, reply) => {
      const file = await deps.account.exportData(userIdOf(req), req.query.format);
      return (
        reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          // Sent as it is (Fastify serializes neither a string nor bytes); the zip's bytes are what its
          // documented string schema stands for.
          .send(file.body as string)
      );
    },
  });

  app.post(authPaths.accountDelete, {
    ...limited,
    onRequest: requireBrowserSession,
    preHandler: requireAuth,
    schema: {
      operationId: 'deleteAccount',
      summary: "Delete the caller's account and everything it owns",
      tags,
      body: AccountDeleteRequestSchema,
      response: { 200: DetailSchema, ...errors, 403: ApiErrorSchema, 503: ApiErrorSchema },
    },
    handler: (req) => deps.account.deleteAccount(userIdOf(req), req.body.password),
  });

  app.put(authPaths.profileUpdate, {
    config: { rateLimit: perUserRateLimit(deps.uploadsPerMinute) },
    preHandler: requireAuth,
    schema: {
      operationId: 'updateProfile',
      summary: "Update the caller's profile and picture",
      tags,
      description:
        'Multipart form: the profile fields and an optional `profile_picture` image (2 MB at most).',
      response: { 200: UserSchema, ...errors, 413: ApiErrorSchema },
    },
    handler: async (req) => {
      const { fields, image } = await readImageForm(req, {
        field: 'profile_picture',
        types: IMAGE_TYPES,
        typeMessage: profileMessages.pictureNotImage,
        sizeMessage: profileMessages.pictureTooLarge,
      });
      return auth.updateProfile(userIdOf(req), parseOrThrow(ProfileUpdateFieldsSchema, fields), image);
    },
  });

  app.post(authPaths.passwordChange, {
    ...limited,
    onRequest: requireBrowserSession,
    preHandler: requireAuth,
    schema: {
      operationId: 'changePassword',
      summary: "Change the caller's password",
      tags,
      body: PasswordChangeRequestSchema,
      response: { 200: DetailSchema, ...errors, 403: ApiErrorSchema },
    },
    handler: async (req) => {
      await auth.changePassword(
        userIdOf(req),
        sessionIdOf(req),
        req.body.current_password,
        req.body.new_password,
      );
      return { detail: authMessages.passwordChanged, message: authMessages.passwordChanged };
    },
  });

  app.post(authPaths.tutorialWatched, {
    preHandler: requireAuth,
    schema: {
      operationId: 'markTutorialWatched',
      summary: 'Record that the caller watched the tutorial',
      tags,
      response: { 200: UserSchema, 401: ApiErrorSchema },
    },
    handler: (req) => auth.markTutorialWatched(userIdOf(req)),
  });

  app.post(authPaths.resetRequest, {
    ...limited,
    schema: {
      operationId: 'requestPasswordReset',
      summary: 'Mail a password reset link',
      tags,
      body: ResetRequestSchema,
      response: { 200: DetailSchema, ...errors },
    },
    handler: async (req) => {
      await auth.requestPasswordReset(req.body.email, req.body.captcha_token);
      return { detail: authMessages.forgotConfirmation, message: authMessages.forgotConfirmation };
    },
  });

  app.post(authPaths.resetConfirm, {
    ...limited,
    schema: {
      operationId: 'confirmPasswordReset',
      summary: 'Set a new password with a reset token',
      tags,
      body: ResetConfirmSchema,
      response: { 200: DetailSchema, ...errors },
    },
    handler: async (req) => {
      await auth.confirmPasswordReset(req.body.token, req.body.new_password);
      return { detail: authMessages.resetDone, message: authMessages.resetDone };
    },
  });

  app.post(authPaths.verifyEmail, {
    ...limited,
    schema: {
      operationId: 'verifyEmail',
      summary: 'Confirm an email address with the link mailed to it',
      tags,
      description:
        'Public: the token of the single-use link mailed at registration (or by the resend call), valid for 7 days ' +
        "and only for the address it was sent to. Marks the account's address confirmed.",
      body: EmailVerifyRequestSchema,
      response: { 200: EmailVerifyReplySchema, ...errors },
    },
    handler: (req) => auth.verifyEmail(req.body.token),
  });

  app.post(authPaths.resendVerification, {
    ...limited,
    preHandler: requireAuth,
    schema: {
      operationId: 'resendEmailVerification',
      summary: "Mail a new link to confirm the caller's address",
      tags,
      response: { 200: DetailSchema, 401: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
    },
    handler: async (req) => {
      const detail = await auth.resendVerification(userIdOf(req));
      return { detail, message: detail };
    },
  });

  app.post('/unsubscribe/:code/confirm/', {
    ...limited,
    schema: {
      operationId: 'confirmUnsubscribe',
      summary: 'Stop the mails to the address of an unsubscribe code',
      tags,
      params: z.object({ code: text(200).min(1) }),
      response: { 200: DetailSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
    },
    handler: async (req) => {
      await auth.unsubscribe(req.params.code);
      return { detail: unsubscribeMessages.done, message: unsubscribeMessages.done };
    },
  });
};
