import { authMessages, DAY_MS, SessionSchema, SubscriptionSchema, UserSchema } from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { SESSION_CHECK_TTL_MS } from '../src/modules/auth/session-check.ts';
import {
  bearer,
  forgedCaptcha,
  type Harness,
  harnessForFile,
  newRegistration,
  profileWith,
  register,
  signIn,
  solveCaptcha,
  startHarness,
} from './harness.ts';

const h = await harnessForFile();

const post = (url: string, payload?: object, headers?: Record<string, string>) =>
  h.app.inject({ method: 'POST', url, payload, headers });

describe('registration', () => {
  it('creates the user, a 14-day trial and a session', async () => {
    const { session } = await register(h, { name: 'Grace Hopper' });
    expect(SessionSchema.safeParse(session).success).toBe(true);
    expect(session.user.first_name).toBe('Grace');
    const sub = await h.app.inject({ method: 'GET', url: '/api/subscription/', headers: bearer(session) });
    expect(sub.statusCode).toBe(200);
    const body = SubscriptionSchema.parse(sub.json());
    expect(body).toMatchObject({ is_trial: true, plan: null, total_queries: 100, remaining_queries: 100 });
    const days = (new Date(body.trial_end_date!).getTime() - h.clock.now().getTime()) / DAY_MS;
    expect(Math.round(days)).toBe(14);
  });

  it('gives the spec messages for missing fields', async () => {
    const res = await post('/api/auth/register/', {
      name: '',
      email: '',
      password: '',
      company_info: { name: '', role: '', referral: '' },
      seo_info: { objectives: [], current_position: '' },
      captcha_token: '',
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors.name).toContain(authMessages.nameRequired);
    expect(errors.email).toContain(authMessages.emailRequired);
    expect(errors['company_info.name']).toContain(authMessages.companyNameRequired);
    expect(errors['company_info.role']).toContain(authMessages.roleRequired);
    expect(errors['company_info.referral']).toContain(authMessages.fieldRequired);
    expect(errors['seo_info.objectives']).toContain(authMessages.objectiveRequired);
    expect(errors['seo_info.current_position']).toContain(authMessages.currentPositionRequired);
    expect(errors.captcha_token).toContain(authMessages.captchaRequired);
  });

  it('enforces the password rule on the server', async () => {
    for (const password of ['short1!A', 'nouppercase1!', 'NoNumber!!', 'NoSpecial11']) {
      const body = await newRegistration(h, { password: password === 'short1!A' ? 'Sh0rt!' : password });
      const res = await post('/api/auth/register/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.password).toContain(authMessages.passwordTooWeak);
    }
  });

  it('refuses a forged captcha and a replayed one', async () => {
    const forged = await post(
      '/api/auth/register/',
      await newRegistration(h, { captcha_token: await forgedCaptcha() }),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'captcha_failed', message: authMessages.captchaFailed });

    const token = await solveCaptcha(h);
    const first = await post('/api/auth/register/', await newRegistration(h, { captcha_token: token }));
    expect(first.statusCode).toBe(201);
    const replay = await post('/api/auth/register/', await newRegistration(h, { captcha_token: token }));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(authMessages.captchaFailed);
    expect(
      (await post('/api/auth/register/', await newRegistration(h, { captcha_token: 'garbage' }))).statusCode,
    ).toBe(400);
  });

  it('refuses a second account with the same email, in any case', async () => {
    const { email } = await register(h);
    const res = await post('/api/auth/register/', await newRegistration(h, { email: email.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toEqual([authMessages.emailTaken]);
  });
});

describe('login and sessions', () => {
  it('logs in and reads the profile with the access token', async () => {
    const { email, password } = await register(h);
    const res = await post('/api/auth/login/', { email, password });
    expect(res.statusCode).toBe(200);
    const profile = await h.app.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: bearer(res.json()),
    });
    expect(UserSchema.parse(profile.json()).email).toBe(email);
  });

  it('answers wrong credentials with a message and no hint which part was wrong', async () => {
    const { email } = await register(h);
    const wrong = await post('/api/auth/login/', { email, password: 'Wrong!Pass1' });
    const unknown = await post('/api/auth/login/', { email: 'nobody@example.com', password: 'Wrong!Pass1' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'invalid_credentials',
        message: authMessages.invalidCredentials,
      });
    }
    const empty = await post('/api/auth/login/', { email: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('validation_failed');
    expect(empty.json().errors).toMatchObject({
      email: [authMessages.emailRequired],
      password: [authMessages.passwordRequired],
    });
  });

  it('rejects requests without a valid token', async () => {
    const none = await h.app.inject({ method: 'GET', url: '/api/auth/profile/' });
    const forged = await h.app.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjF9.invalid' },
    });
    for (const res of [none, forged]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
  });

  it('expires access tokens, saying so, so the client renews them', async () => {
    const { session } = await register(h);
    h.clock.advance(16 * 60 * 1000);
    const res = await h.app.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(session) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_expired');
  });

  it('rotates refresh tokens and revokes the family when a rotated token is reused', async () => {
    const { session } = await register(h);
    const first = await post('/api/auth/token/refresh/', { refresh: session.refresh });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh).not.toBe(session.refresh);

    const reuse = await post('/api/auth/token/refresh/', { refresh: session.refresh });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('session_ended');
    // The thief's reuse also kills the legitimate holder's newer token.
    expect((await post('/api/auth/token/refresh/', { refresh: rotated.refresh })).statusCode).toBe(401);
  });

  it('logout revokes the refresh token and the access token', async () => {
    const { session } = await register(h);
    expect((await profileWith(h, session)).statusCode).toBe(200);
    expect((await post('/api/auth/logout/', { refresh: session.refresh })).statusCode).toBe(200);
    for (const res of [
      await post('/api/auth/token/refresh/', { refresh: session.refresh }),
      await profileWith(h, session),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('session_ended');
    }
    expect((await post('/api/auth/logout/')).statusCode).toBe(200);
  });

  it('refuses the access tokens of a session another process ended, within seconds', async () => {
    const { session, email } = await register(h);
    expect((await profileWith(h, session)).statusCode).toBe(200);
    // As an API process that does not share this one's memory would: straight in the database.
    await h.ctx.db.query(
      'UPDATE sessions SET revoked_at = now() WHERE user_id = (SELECT id FROM users WHERE email = $1)',
      [email],
    );
    h.clock.advance(SESSION_CHECK_TTL_MS + 1);
    const res = await profileWith(h, session);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('session_ended');
  });

  it('refuses a validly signed token without a session', async () => {
    const { session } = await register(h);
    const user = session.user;
    const orphan = await h.ctx.accessTokens.sign(
      { userId: user.id, uuid: user.uuid, sessionId: '00000000-0000-4000-8000-000000000000' },
      h.clock.now(),
    );
    expect((await profileWith(h, { token: orphan })).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('limits login attempts per client', async () => {
    const limited = await startHarness({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const codes: number[] = [];
      let last: Awaited<ReturnType<typeof limited.app.inject>> | undefined;
      for (let i = 0; i < 5; i++) {
        last = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          payload: { email: 'x@example.com', password: 'Wrong!Pass1' },
        });
        codes.push(last.statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes[3]).toBe(429);
      expect(last?.json().code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });

  /** Login attempts from a socket peer, with an X-Forwarded-For header: the status codes. */
  const attempts = async (
    target: Harness,
    peer: string,
    forwardedFor: (i: number) => string,
    times: number,
  ) => {
    const codes: number[] = [];
    for (let i = 0; i < times; i++) {
      const res = await target.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        remoteAddress: peer,
        headers: { 'x-forwarded-for': forwardedFor(i) },
        payload: { email: `nobody${i}@example.com`, password: 'Wrong!Pass1' },
      });
      codes.push(res.statusCode);
    }
    return codes;
  };

  it.each([
    ['true', '10.1.2.3'],
    ['1', '203.0.113.9'],
    ['10.0.0.0/8, 192.0.2.1', '10.1.2.3'],
  ])(
    'TRUST_PROXY=%s believes only its proxies, so a client cannot pick its own address',
    async (trust, proxy) => {
      const limited = await startHarness({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: trust } });
      try {
        // Behind the proxy: each client has its own budget, whatever it wrote in front of the proxy's entry.
        expect(await attempts(limited, proxy, (i) => `198.51.100.${i}, 192.0.2.50`, 3)).toEqual([
          401, 401, 429,
        ]);
        expect(await attempts(limited, proxy, () => '192.0.2.51', 1)).toEqual([401]);
        if (trust !== '1') {
          // A client reaching the server directly is its own address, whatever it claims to forward for.
          expect(await attempts(limited, '203.0.113.7', (i) => `198.51.100.${i}`, 3)).toEqual([
            401, 401, 429,
          ]);
        }
      } finally {
        await limited.close();
      }
    },
  );

  it('refuses a TRUST_PROXY that is neither a switch, a hop count nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' }, [])).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}, []).trustProxy).toBe(false);
  });
});

describe('email confirmation', () => {
  const verifyLink = async (email: string) => {
    await h.drainJobs();
    const mail = h.mails.filter((m) => m.to === email && /Confirm your email/.test(m.subject)).at(-1);
    const link = /https?:\/\/\S+\/verify-email\/(\S+)/.exec(mail?.text ?? '');
    return link?.[1] ?? '';
  };
  const verify = (token: string) =>
    h.app.inject({ method: 'POST', url: '/api/auth/email/verify/', payload: { token } });

  it('mails a link at registration; the app works meanwhile, and the link confirms the address once', async () => {
    const { session, email } = await register(h, {}, { unverified: true });
    expect(session.user.email_verified).toBe(false);
    const token = await verifyLink(email);
    expect(token.length).toBeGreaterThan(30);
    const confirmed = await verify(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ verified: true, detail: authMessages.emailVerified });
    expect((await profileWith(h, session)).json().email_verified).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'verify_token_invalid',
      message: authMessages.verifyLinkInvalid,
    });
    // Confirmed already: nothing more to send.
    const resend = await h.app.inject({
      method: 'POST',
      url: '/api/auth/email/verify/resend/',
      headers: bearer(session),
    });
    expect(resend.statusCode).toBe(409);
  });

  it('sends a new link on request; an expired link does nothing', async () => {
    const { session, email } = await register(h, {}, { unverified: true });
    const first = await verifyLink(email);
    h.clock.advance(8 * DAY_MS);
    try {
      expect((await verify(first)).json().code).toBe('verify_token_invalid');
      const resend = await h.app.inject({
        method: 'POST',
        url: '/api/auth/email/verify/resend/',
        headers: bearer(await signIn(h, email)),
      });
      expect(resend.statusCode).toBe(200);
      expect(resend.json().detail).toBe(authMessages.verificationSent(email));
      const second = await verifyLink(email);
      expect(second).not.toBe(first);
      expect((await verify(second)).statusCode).toBe(200);
    } finally {
      h.clock.advance(-8 * DAY_MS);
    }
    expect(session.user.email_verified).toBe(false);
  });
});

describe('ADMIN_EMAILS', () => {
  let listed: Harness;
  beforeAll(async () => {
    listed = await startHarness({ env: { ADMIN_EMAILS: 'Boss@Example.com, ops@example.com' } });
  });
  afterAll(async () => {
    await listed?.close();
  });
  const isAdmin = async (session: { token: string }) => (await profileWith(listed, session)).json().is_admin;

  it('makes a listed address an admin once its owner confirms it, never before', async () => {
    const { session, email } = await register(listed, { email: 'boss@example.com' }, { unverified: true });
    expect(await isAdmin(session)).toBe(false);
    await listed.ctx.auth.grantListedAdmins();
    expect(await isAdmin(session)).toBe(false);
    await listed.drainJobs();
    const mail = listed.mails.find((m) => m.to === email && /Confirm your email/.test(m.subject));
    const token = /\/verify-email\/(\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const confirmed = await listed.app.inject({
      method: 'POST',
      url: '/api/auth/email/verify/',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await isAdmin(session)).toBe(true);
  });

  it('at start, grants the listed addresses already confirmed and nobody else', async () => {
    const ops = await register(listed, { email: 'ops@example.com' });
    const other = await register(listed);
    await listed.ctx.auth.grantListedAdmins();
    expect(await isAdmin(ops.session)).toBe(true);
    expect(await isAdmin(other.session)).toBe(false);
  });

  it('refuses a list with something that is not an address', () => {
    expect(() => loadConfig({ ADMIN_EMAILS: 'ops@example.com, nobody' }, [])).toThrow(/ADMIN_EMAILS/);
  });
});

describe('failed sign-ins per account', () => {
  const LIMIT = 3;
  let limited: Harness;
  beforeAll(async () => {
    limited = await startHarness({ env: { LOGIN_FAILURES_PER_ACCOUNT: String(LIMIT) } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const login = (email: string, password: string, from: string, captcha_token?: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      remoteAddress: from,
      payload: { email, password, ...(captcha_token ? { captcha_token } : {}) },
    });

  it('asks for a captcha after N failures from any addresses, until they leave the window', async () => {
    const { email, password } = await register(limited);
    for (let i = 0; i < LIMIT; i++) {
      expect((await login(email, 'Wrong!Pass1', `198.51.100.${i}`)).statusCode).toBe(401);
    }
    // Without a captcha even the right password is not checked: guessing must not go on elsewhere.
    const guarded = await login(email, password, '192.0.2.80');
    expect(guarded.statusCode).toBe(401);
    expect(guarded.json()).toMatchObject({
      code: 'captcha_required',
      message: authMessages.signInCaptchaRequired,
    });
    const forged = await login(email, password, '192.0.2.80', await forgedCaptcha());
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('captcha_failed');
    // A wrong password with a solved captcha is still a failure; the right one with a captcha signs in.
    const wrong = await login(email, 'Wrong!Pass1', '198.51.100.7', await solveCaptcha(limited));
    expect(wrong.json().code).toBe('invalid_credentials');
    expect((await login(email, password, '192.0.2.80', await solveCaptcha(limited))).statusCode).toBe(200);
    // Other accounts are untouched.
    const other = await register(limited);
    expect((await login(other.email, other.password, '198.51.100.0')).statusCode).toBe(200);
    // A window: once the failures are 15 minutes old the account signs in without a captcha again.
    limited.clock.advance(15 * 60_000 + 1);
    expect((await login(email, password, '192.0.2.80')).statusCode).toBe(200);
  });

  it("a success forgets that client's own failures, not others'", async () => {
    const { email, password } = await register(limited);
    const owner = '192.0.2.10';
    const attacker = '198.51.100.66';
    expect((await login(email, 'Typo!Pass1', owner)).statusCode).toBe(401);
    expect((await login(email, 'Typo!Pass1', owner)).statusCode).toBe(401);
    expect((await login(email, password, owner)).statusCode).toBe(200);
    // The owner's typos are forgotten: the attacker gets the whole budget, no more.
    for (let i = 0; i < LIMIT - 1; i++) {
      expect((await login(email, 'Guess!Pass1', attacker)).statusCode).toBe(401);
    }
    expect((await login(email, password, owner)).statusCode).toBe(200);
    // ...and the owner's success did not wipe the attacker's count.
    expect((await login(email, 'Guess!Pass1', attacker)).json().code).toBe('invalid_credentials');
    expect((await login(email, 'Guess!Pass1', attacker)).json().code).toBe('captcha_required');
  });

  it('counts unknown emails alike, so the answer tells nothing about who has an account', async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await login('ghost@example.com', 'Wrong!Pass1', '198.51.100.9')).statusCode).toBe(401);
    }
    expect((await login('ghost@example.com', 'Wrong!Pass1', '198.51.100.9')).json().code).toBe(
      'captcha_required',
    );
  });
});
