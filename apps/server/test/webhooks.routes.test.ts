// Webhooks and email alerts through the routes, delivered by the real jobs to a local receiver: the
// signature checks out, a 500 is retried with backoff, nothing is posted twice when detection or a
// delivery runs again after a worker restart, Slack and Discord get their own shapes, and only
// owners and editors change endpoints.
import {
  type Session,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookDelivery,
  type WebhookEndpointWithSecret,
  WebhookEventSchema,
  webhookMessages,
  webhookPaths,
} from '@sightline/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../src/modules/webhooks/webhook-payloads.ts';
import { api } from './billing-support.ts';
import { createBrand, harnessForFile, register, runReportsDaysAgo } from './harness.ts';
import { waitFor } from './processes.ts';
import { collaborate } from './sharing-support.ts';
import { startReceiver } from './webhook-receiver.ts';

const h = await harnessForFile({
  env: { SIGHTLINE_ALLOW_LOOPBACK_FETCH: '1', WEBHOOK_RETRY_DELAY_SECONDS: '1', REPORT_SAMPLES: '2' },
});
const receiver = await startReceiver();
afterAll(() => receiver.close());

const owner = await register(h);
const brand = await createBrand(h, owner.session, {
  entity_name: 'Asana',
  location: 'San Francisco',
  domain: 'asana.com',
  ai_engines: ['chatgpt', 'claude'],
  ranking_queries: ['best project management software'],
  question_queries: [{ query_text: 'Where is Asana based?', expected_response: 'San Francisco' }],
});
const editor = await register(h);
const viewer = await register(h);
const stranger = await register(h);
await collaborate(h, owner.session, brand.uuid, editor, 'EDIT');
await collaborate(h, owner.session, brand.uuid, viewer, 'VIEW');

const addEndpoint = async (session: Session, body: object) => {
  const res = await api(h, session, 'POST', webhookPaths.list(brand.uuid), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as WebhookEndpointWithSecret;
};
const deliveriesOf = async (endpointId: number) =>
  (await api(h, owner.session, 'GET', webhookPaths.deliveries(brand.uuid, endpointId, 1))).json()
    .deliveries as WebhookDelivery[];
const nowSeconds = () => Math.floor(h.clock.now().getTime() / 1000);

describe('webhook endpoints', () => {
  it('shows the secret once, keeps it through an edit and replaces it on rotation', async () => {
    const created = await addEndpoint(owner.session, {
      url: 'https://hooks.example.com/sightline',
      events: ['execution.completed'],
    });
    expect(created.secret).toMatch(/^whsec_/);
    expect(created).toMatchObject({ format: 'generic', enabled: true, events: ['execution.completed'] });
    const list = (await api(h, viewer.session, 'GET', webhookPaths.list(brand.uuid))).json();
    expect(list.can_edit).toBe(false);
    expect(JSON.stringify(list)).not.toContain(created.secret);

    const edited = await api(h, editor.session, 'PUT', webhookPaths.item(brand.uuid, created.id), {
      url: 'https://hooks.example.com/renamed',
      format: 'slack',
      events: ['position.moved', 'domain.new'],
      enabled: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      format: 'slack',
      enabled: false,
      url: 'https://hooks.example.com/renamed',
    });

    const rotated = (await api(h, owner.session, 'POST', webhookPaths.rotate(brand.uuid, created.id))).json();
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);

    expect(
      (await api(h, owner.session, 'DELETE', webhookPaths.item(brand.uuid, created.id))).statusCode,
    ).toBe(200);
    expect(
      (await api(h, owner.session, 'DELETE', webhookPaths.item(brand.uuid, created.id))).statusCode,
    ).toBe(404);
  });

  it('refuses URLs the SSRF guard would refuse, with the field error', async () => {
    for (const [url, message] of [
      ['not a url', webhookMessages.urlInvalid],
      ['ftp://files.example.com/x', webhookMessages.urlBlocked],
      ['http://10.0.0.7/hook', webhookMessages.urlBlocked],
      ['http://169.254.169.254/latest/meta-data', webhookMessages.urlBlocked],
      ['http://[fd00::1]/hook', webhookMessages.urlBlocked],
    ]) {
      const res = await api(h, owner.session, 'POST', webhookPaths.list(brand.uuid), {
        url,
        events: ['execution.completed'],
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.url, url).toEqual([message]);
    }
    const none = await api(h, owner.session, 'POST', webhookPaths.list(brand.uuid), {
      url: 'https://hooks.example.com/x',
      events: [],
    });
    expect(none.json().errors.events).toEqual([webhookMessages.eventsRequired]);
  });

  it('lets a viewer read but not change, and hides the brand from others', async () => {
    const endpoint = await addEndpoint(owner.session, {
      url: 'https://hooks.example.com/read-only',
      events: ['execution.failed'],
    });
    expect(
      (await api(h, viewer.session, 'GET', webhookPaths.deliveries(brand.uuid, endpoint.id, 1))).statusCode,
    ).toBe(200);
    for (const [method, path] of [
      ['POST', webhookPaths.list(brand.uuid)],
      ['DELETE', webhookPaths.item(brand.uuid, endpoint.id)],
      ['POST', webhookPaths.test(brand.uuid, endpoint.id)],
      ['POST', webhookPaths.rotate(brand.uuid, endpoint.id)],
    ] as const) {
      const body = { url: 'https://hooks.example.com/v', events: ['execution.failed'] };
      expect((await api(h, viewer.session, method, path, body)).statusCode, path).toBe(403);
      expect((await api(h, stranger.session, method, path, body)).statusCode, path).toBe(404);
    }
    expect((await api(h, stranger.session, 'GET', webhookPaths.list(brand.uuid))).statusCode).toBe(404);
    await api(h, owner.session, 'DELETE', webhookPaths.item(brand.uuid, endpoint.id));
  });
});

describe('deliveries', () => {
  it('posts a test event signed over "timestamp.body", which verifies with the secret', async () => {
    const endpoint = await addEndpoint(owner.session, {
      url: receiver.url('/signed'),
      events: ['execution.completed'],
    });
    const queued = await api(h, owner.session, 'POST', webhookPaths.test(brand.uuid, endpoint.id));
    expect(queued.statusCode, queued.body).toBe(202);
    await h.drainJobs();
    const [request] = receiver.at('/signed');
    expect(request.headers['content-type']).toBe('application/json');
    const signature = String(request.headers[WEBHOOK_SIGNATURE_HEADER]);
    expect(verifySignature(endpoint.secret, signature, request.body, nowSeconds())).toBe(true);
    expect(verifySignature(endpoint.secret, signature, request.body, nowSeconds() + 301)).toBe(false);
    const event = WebhookEventSchema.parse(JSON.parse(request.body));
    expect(event).toMatchObject({
      type: 'test',
      brand: { id: brand.uuid, name: brand.title },
      execution: null,
    });
    expect(request.headers[WEBHOOK_EVENT_HEADER]).toBe(event.id);
    expect(await deliveriesOf(endpoint.id)).toMatchObject([
      { event_id: event.id, event_type: 'test', status: 'DELIVERED', attempts: 1, response_status: 200 },
    ]);

    // Redelivery posts the same event again, and the log shows it.
    const again = await api(h, owner.session, 'POST', webhookPaths.redeliver(brand.uuid, queued.json().id));
    expect(again.statusCode, again.body).toBe(202);
    await h.drainJobs();
    expect(receiver.at('/signed').map((r) => JSON.parse(r.body).id)).toEqual([event.id, event.id]);
    await api(h, owner.session, 'DELETE', webhookPaths.item(brand.uuid, endpoint.id));
  });

  it('gives Slack and Discord their incoming-webhook JSON', async () => {
    const slack = await addEndpoint(owner.session, {
      url: receiver.url('/slack'),
      format: 'slack',
      events: ['domain.new'],
    });
    const discord = await addEndpoint(owner.session, {
      url: receiver.url('/discord'),
      format: 'discord',
      events: ['domain.new'],
    });
    await api(h, owner.session, 'POST', webhookPaths.test(brand.uuid, slack.id));
    await api(h, owner.session, 'POST', webhookPaths.test(brand.uuid, discord.id));
    await h.drainJobs();
    const slackBody = JSON.parse(receiver.at('/slack')[0].body);
    expect(slackBody.text).toBe(`Test event from Sightline for ${brand.title}`);
    expect(slackBody.blocks.map((b: { type: string }) => b.type)).toEqual(['header', 'section', 'context']);
    const discordBody = JSON.parse(receiver.at('/discord')[0].body);
    expect(discordBody.embeds[0]).toMatchObject({ title: `Test event from Sightline for ${brand.title}` });
    expect(discordBody.allowed_mentions).toEqual({ parse: [] });
    for (const e of [slack, discord])
      await api(h, owner.session, 'DELETE', webhookPaths.item(brand.uuid, e.id));
  });

  it('sends the events of finished reports once, and again to nobody when detection and delivery rerun', async () => {
    const endpoint = await addEndpoint(owner.session, {
      url: receiver.url('/reports'),
      events: [
        'execution.completed',
        'execution.failed',
        'position.moved',
        'accuracy.wrong',
        'competitor.new',
        'domain.new',
      ],
    });
    const viewerAlerts = await api(h, viewer.session, 'PUT', webhookPaths.emailAlerts(brand.uuid), {
      events: ['execution.completed'],
    });
    expect(viewerAlerts.statusCode, viewerAlerts.body).toBe(200);
    const session = await runReportsDaysAgo(h, owner.session, brand.uuid, [2, 1]);
    await h.drainJobs();
    const events = receiver.at('/reports').map((r) => WebhookEventSchema.parse(JSON.parse(r.body)));
    expect(events.filter((e) => e.type === 'execution.completed')).toHaveLength(2);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    // The second report is compared with the first: whatever it raised names the first's successor.
    const executions = new Set(events.map((e) => e.execution?.id));
    expect(executions.size).toBe(2);

    // A worker that died after the events were written but before it marked them: detection runs
    // again on restart and writes nothing twice; delivered rows are not posted again.
    await h.ctx.db.query('UPDATE report_executions SET alerts_detected_at = NULL');
    expect((await h.ctx.alertJobs.resume()).executions).toBe(2);
    await h.drainJobs();
    expect(receiver.at('/reports')).toHaveLength(events.length);
    const { rows } = await h.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1',
      [endpoint.id],
    );
    expect(rows[0].n).toBe(events.length);

    // The viewer opted in to completed reports: one mail per report, none for the owner.
    const alertMails = h.mails.filter((m) => m.subject === `Report completed for ${brand.title}`);
    expect(alertMails.map((m) => m.to)).toEqual([viewer.email, viewer.email]);
    owner.session = session;
    await api(h, owner.session, 'DELETE', webhookPaths.item(brand.uuid, endpoint.id));
  });

  it('leaves a delivery claimed by a dead worker alone until the claim lapses, then posts it once', async () => {
    const endpoint = await addEndpoint(owner.session, {
      url: receiver.url('/claimed'),
      events: ['execution.completed'],
    });
    const delivery = (await api(h, owner.session, 'POST', webhookPaths.test(brand.uuid, endpoint.id))).json();
    // The worker that took it died in the middle of its request.
    await h.ctx.db.query(`UPDATE webhook_deliveries SET claimed_until = $2 WHERE id = $1`, [
      delivery.id,
      new Date(h.clock.now().getTime() + 30_000),
    ]);
    await h.drainJobs();
    expect(receiver.at('/claimed')).toHaveLength(0);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'PENDING', attempts: 0 });
    // The claim lapses; the refused job's retry (or the restarted worker's) sends it, once.
    h.clock.advance(31_000);
    await h.ctx.alertJobs.resume();
    expect(
      await waitFor(async () => {
        await h.drainJobs();
        return receiver.at('/claimed').length > 0;
      }, 30),
    ).toBe(true);
    await h.ctx.alertJobs.resume();
    await h.drainJobs();
    expect(receiver.at('/claimed')).toHaveLength(1);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'DELIVERED', attempts: 1 });
    await api(h, owner.session, 'DELETE', webhookPaths.item(brand.uuid, endpoint.id));
  });

  it('retries a 500 with backoff until the endpoint takes it', async () => {
    const endpoint = await addEndpoint(owner.session, {
      url: receiver.url('/flaky'),
      events: ['execution.completed'],
    });
    receiver.answer(500, 500);
    await h.ctx.queue.work([h.ctx.alertJobs.deliverJob]);
    await api(h, owner.session, 'POST', webhookPaths.test(brand.uuid, endpoint.id));
    expect(await waitFor(async () => (await deliveriesOf(endpoint.id))[0]?.status === 'DELIVERED', 60)).toBe(
      true,
    );
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ attempts: 3, response_status: 200, error: null });
    const ids = receiver.at('/flaky').map((r) => JSON.parse(r.body).id);
    expect(ids).toEqual([ids[0], ids[0], ids[0]]);
  });
});
