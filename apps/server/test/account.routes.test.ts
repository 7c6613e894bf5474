import path from 'node:path';
import {
  authMessages,
  genericMessages,
  MAX_IMAGE_BYTES,
  profileMessages,
  UserSchema,
  unsubscribeMessages,
} from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  harnessForFile,
  multipart,
  PNG,
  profileWith,
  register,
  solveCaptcha,
  startHarness,
  storedMedia,
} from './harness.ts';

const h = await harnessForFile();

const post = (url: string, payload?: object, headers?: Record<string, string>) =>
  h.app.inject({ method: 'POST', url, payload, headers });

const resetLinkFor = async (email: string) => {
  await h.drainJobs();
  const mail = h.mails.filter((m) => m.to === email && m.subject.includes('Reset')).at(-1);
  const match = mail?.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset mail for ${email}`);
  return match[1];
};

describe('password reset', () => {
  it('answers neutrally and mails a single-use link to existing accounts only', async () => {
    const { email } = await register(h);
    const known = await post('/api/auth/password/reset/request/', {
      email,
      captcha_token: await solveCaptcha(h),
    });
    const unknown = await post('/api/auth/password/reset/request/', {
      email: 'ghost@example.com',
      captcha_token: await solveCaptcha(h),
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().detail).toBe(authMessages.forgotConfirmation);

    const token = await resetLinkFor(email);
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(h.mails.some((m) => m.to === 'ghost@example.com')).toBe(false);

    const confirm = { token, new_password: 'N3w!Password', confirm_password: 'N3w!Password' };
    expect((await post('/api/auth/password/reset/confirm/', confirm)).statusCode).toBe(200);
    const again = await post('/api/auth/password/reset/confirm/', confirm);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'reset_token_invalid',
      detail: authMessages.resetInvalidDetail,
    });

    expect((await post('/api/auth/login/', { email, password: 'N3w!Password' })).statusCode).toBe(200);
    expect((await post('/api/auth/login/', { email, password: 'Str0ng!Pass' })).statusCode).toBe(401);
  });

  it('requires the captcha', async () => {
    const res = await post('/api/auth/password/reset/request/', {
      email: 'a@example.com',
      captcha_token: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.captcha_token).toEqual([authMessages.captchaRequired]);
  });

  it('expires links after one hour and refuses short or unknown tokens', async () => {
    const { email } = await register(h);
    await post('/api/auth/password/reset/request/', { email, captcha_token: await solveCaptcha(h) });
    const token = await resetLinkFor(email);
    h.clock.advance(61 * 60 * 1000);
    const body = { new_password: 'N3w!Password', confirm_password: 'N3w!Password' };
    for (const t of [token, 'short', 'x'.repeat(43)]) {
      const res = await post('/api/auth/password/reset/confirm/', { ...body, token: t });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'reset_token_invalid',
        detail: authMessages.resetInvalidDetail,
      });
    }
  });

  it('checks the new password and its confirmation', async () => {
    const base = { token: 'x'.repeat(43) };
    const mismatch = await post('/api/auth/password/reset/confirm/', {
      ...base,
      new_password: 'N3w!Password',
      confirm_password: 'Other!Pass1',
    });
    expect(mismatch.json().errors.confirm_password).toEqual([authMessages.passwordsDoNotMatch]);
    const empty = await post('/api/auth/password/reset/confirm/', {
      ...base,
      new_password: '',
      confirm_password: '',
    });
    expect(empty.json().errors.confirm_password).toEqual([authMessages.confirmPasswordRequired]);
  });

  it('ends existing sessions after a reset', async () => {
    const { email, session } = await register(h);
    await post('/api/auth/password/reset/request/', { email, captcha_token: await solveCaptcha(h) });
    const token = await resetLinkFor(email);
    await post('/api/auth/password/reset/confirm/', {
      token,
      new_password: 'N3w!Password',
      confirm_password: 'N3w!Password',
    });
    expect((await post('/api/auth/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
    // Its access token, still within its 15 minutes, is refused too.
    expect((await profileWith(h, session)).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('ends every other session, and keeps the one that made the change', async () => {
    const { session: current, email, password } = await register(h);
    const other = (await post('/api/auth/login/', { email, password })).json();
    expect((await profileWith(h, other)).statusCode).toBe(200);

    const change = await post(
      '/api/auth/password/change/',
      { current_password: password, new_password: 'An0ther!Pass', confirm_password: 'An0ther!Pass' },
      bearer(current),
    );
    expect(change.statusCode).toBe(200);

    expect((await post('/api/auth/token/refresh/', { refresh: other.refresh })).statusCode).toBe(401);
    expect((await profileWith(h, other)).statusCode).toBe(401);
    expect((await profileWith(h, current)).statusCode).toBe(200);
    const rotated = await post('/api/auth/token/refresh/', { refresh: current.refresh });
    expect(rotated.statusCode).toBe(200);
    expect((await profileWith(h, rotated.json())).statusCode).toBe(200);
  });

  it('needs the current password', async () => {
    const { session, email } = await register(h);
    const wrong = await post(
      '/api/auth/password/change/',
      { current_password: 'Nope!1234', new_password: 'An0ther!Pass', confirm_password: 'An0ther!Pass' },
      bearer(session),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.current_password).toEqual([authMessages.currentPasswordWrong]);
    const mismatch = await post(
      '/api/auth/password/change/',
      { current_password: 'Str0ng!Pass', new_password: 'An0ther!Pass', confirm_password: 'Different!1' },
      bearer(session),
    );
    expect(mismatch.json().errors.confirm_password).toEqual([authMessages.newPasswordsDoNotMatch]);
    const ok = await post(
      '/api/auth/password/change/',
      { current_password: 'Str0ng!Pass', new_password: 'An0ther!Pass', confirm_password: 'An0ther!Pass' },
      bearer(session),
    );
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/auth/login/', { email, password: 'An0ther!Pass' })).statusCode).toBe(200);
  });
});

describe('profile', () => {
  const fields = {
    name: 'Ada King',
    company_name: 'Engines Ltd',
    industry: 'Computing',
    company_size: '11-50',
    current_position: 'leader',
    additional_info: 'Notes',
  };

  it('updates every field and stores a real image', async () => {
    const { session } = await register(h);
    const form = multipart(fields, {
      field: 'profile_picture',
      name: 'me.png',
      data: PNG,
      type: 'image/png',
    });
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/update/',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(session) },
    });
    expect(res.statusCode).toBe(200);
    const user = UserSchema.parse(res.json());
    expect(user).toMatchObject({ ...fields, first_name: 'Ada' });
    expect(user.profile_picture).toMatch(/^\/media\/avatars\/[0-9a-f-]+\.png$/);
    const file = await h.app.inject({ method: 'GET', url: user.profile_picture! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a file that only claims to be an image, and one over 2 MB', async () => {
    const { session } = await register(h);
    const fake = multipart(fields, {
      field: 'profile_picture',
      name: 'evil.png',
      data: Buffer.from('<script>alert(1)</script>'),
      type: 'image/png',
    });
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/update/',
      payload: fake.payload,
      headers: { ...fake.headers, ...bearer(session) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(profileMessages.pictureNotImage);

    const big = Buffer.concat([PNG, Buffer.alloc(2_097_152)]);
    const huge = multipart(fields, {
      field: 'profile_picture',
      name: 'big.png',
      data: big,
      type: 'image/png',
    });
    const tooBig = await h.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/update/',
      payload: huge.payload,
      headers: { ...huge.headers, ...bearer(session) },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe(profileMessages.pictureTooLarge);

    const profile = await h.app.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: bearer(session),
    });
    expect(profile.json().profile_picture).toBeNull();
  });

  describe('a form that is not what the browser sends', () => {
    const boundary = 'edge-case-boundary';
    const field = (name: string, value: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const file = (name: string, data: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from('\r\n'),
      ]);
    const end = Buffer.from(`--${boundary}--\r\n`);
    const named = Object.entries(fields).map(([k, v]) => field(k, v));

    const put = async (payload: Buffer, contentType = `multipart/form-data; boundary=${boundary}`) => {
      const { session } = await register(h);
      const res = await h.app.inject({
        method: 'PUT',
        url: '/api/auth/profile/update/',
        payload,
        headers: { 'content-type': contentType, ...bearer(session) },
      });
      const profile = await profileWith(h, session);
      // Whatever went wrong, nothing of the form was applied.
      expect(profile.json()).toMatchObject({ name: 'Ada Lovelace', profile_picture: null });
      return { status: res.statusCode, message: res.json().message };
    };

    const whole = Buffer.concat([...named, file('profile_picture', PNG), end]);

    it.each([
      ['cut short inside the image', whole.subarray(0, whole.length - end.length - 40)],
      ['cut short before the closing boundary', whole.subarray(0, whole.length - end.length)],
      ['that is not multipart at all', Buffer.from('hello world')],
    ])('answers a body %s with 400 and says it could not be read', async (_case, payload) => {
      expect(await put(payload)).toEqual({ status: 400, message: genericMessages.formUnreadable });
    });

    it('answers a multipart type without a boundary with 400', async () => {
      expect(await put(whole, 'multipart/form-data')).toEqual({
        status: 400,
        message: genericMessages.formUnreadable,
      });
    });

    it('says one file at most when two are sent', async () => {
      const two = Buffer.concat([...named, file('profile_picture', PNG), file('profile_picture', PNG), end]);
      expect(await put(two)).toEqual({ status: 413, message: genericMessages.formTooManyFiles });
    });

    it('says too many fields when there are', async () => {
      const many = Buffer.concat([...Array.from({ length: 100 }, (_, i) => field(`extra${i}`, 'x')), end]);
      expect(await put(many)).toEqual({ status: 413, message: genericMessages.formTooManyFields });
    });

    it('says the form is too large when the whole body is, even without a file', async () => {
      const bulky = Buffer.concat([
        ...named,
        ...Array.from({ length: 4 }, (_, i) => field(`notes${i}`, 'x'.repeat(1_000_000))),
        end,
      ]);
      expect(await put(bulky)).toEqual({ status: 413, message: genericMessages.formTooLarge });
    });

    it('says the picture is too large when it is, and the file too large for another field', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]);
      expect(await put(Buffer.concat([...named, file('profile_picture', big), end]))).toEqual({
        status: 400,
        message: profileMessages.pictureTooLarge,
      });
      expect(await put(Buffer.concat([...named, file('attachment', big), end]))).toEqual({
        status: 413,
        message: genericMessages.fileTooLarge,
      });
    });
  });

  const putProfile = (session: { token: string }, form: ReturnType<typeof multipart>) =>
    h.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/update/',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(session) },
    });
  const withPicture = (extra: Record<string, string> = {}) =>
    multipart(
      { ...fields, ...extra },
      { field: 'profile_picture', name: 'me.png', data: PNG, type: 'image/png' },
    );

  it('deletes the picture a new one replaces, so the old address stops serving it', async () => {
    const { session } = await register(h);
    const first = (await putProfile(session, withPicture())).json().profile_picture as string;
    const second = (await putProfile(session, withPicture())).json().profile_picture as string;
    expect(second).not.toBe(first);
    expect((await h.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect(await storedMedia(h, 'avatars')).toContain(path.basename(second));
    expect(await storedMedia(h, 'avatars')).not.toContain(path.basename(first));

    // Saving the profile without a picture keeps the current one.
    const kept = await putProfile(session, multipart({ ...fields, name: 'Ada B' }));
    expect(kept.json()).toMatchObject({ name: 'Ada B', profile_picture: second });
    expect((await h.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('stores no picture for a request that fails', async () => {
    const { session } = await register(h);
    const before = await storedMedia(h, 'avatars');
    const invalid = await putProfile(session, withPicture({ name: ' ' }));
    expect(invalid.statusCode).toBe(400);
    expect(await storedMedia(h, 'avatars')).toEqual(before);
  });

  it('limits profile saves per user', async () => {
    const limited = await startHarness({ env: { UPLOAD_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const save = (session: { token: string }) => {
        const form = withPicture();
        return limited.app.inject({
          method: 'PUT',
          url: '/api/auth/profile/update/',
          payload: form.payload,
          headers: { ...form.headers, ...bearer(session) },
        });
      };
      const { session } = await register(limited);
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await save(session)).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      // Per user, not per address: another account on the same address still saves.
      expect((await save((await register(limited)).session)).statusCode).toBe(200);
      expect(await storedMedia(limited, 'avatars')).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('requires a name and a known company size', async () => {
    const { session } = await register(h);
    const form = multipart({ ...fields, name: ' ', company_size: '12' });
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/update/',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(session) },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['company_size', 'name']);
  });

  it('marks the tutorial as watched', async () => {
    const { session } = await register(h);
    expect(session.user.view_tutorial).toBe(false);
    const res = await post('/api/auth/tutorial-watched/', undefined, bearer(session));
    expect(res.json().view_tutorial).toBe(true);
  });
});

describe('unsubscribe', () => {
  it('stops non-essential mail but keeps password resets', async () => {
    const { email } = await register(h);
    await h.drainJobs();
    const welcome = h.mails.find((m) => m.to === email && m.subject === 'Welcome to Sightline');
    const code = welcome?.text.match(/\/unsubscribe\/([A-Za-z0-9_-]+)/)?.[1];
    expect(code).toBeTruthy();

    const res = await post(`/api/unsubscribe/${code}/confirm/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toBe(unsubscribeMessages.done);
    const bad = await post('/api/unsubscribe/not-a-code/confirm/');
    expect(bad.statusCode).toBe(404);
    expect(bad.json().detail).toBe(unsubscribeMessages.invalid);

    const queued = await h.ctx.mail.enqueue({
      userId: welcome
        ? (await h.ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0].id
        : null,
      to: email,
      template: 'welcome',
      essential: false,
      payload: { name: 'x', dashboardUrl: 'http://x', unsubscribeUrl: 'http://x' },
    });
    await h.drainJobs();
    const { rows } = await h.ctx.db.query<{ status: string }>(
      'SELECT status FROM mail_messages WHERE id = $1',
      [queued],
    );
    expect(rows[0].status).toBe('SKIPPED');

    await post('/api/auth/password/reset/request/', { email, captcha_token: await solveCaptcha(h) });
    await h.drainJobs();
    expect(h.mails.some((m) => m.to === email && m.subject.includes('Reset'))).toBe(true);
  });
});
