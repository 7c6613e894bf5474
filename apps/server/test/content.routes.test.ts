// Tutorials, FAQs and services: the seeded content, pages of 12, category filters, bad ids and
// queries, service requests (stored, listed, mailed to the operator), and the admin calls: refused to
// non-admins, validated, ordered, published, with images through the media store.
import {
  AdminFaqListSchema,
  AdminServiceSchema,
  AdminTutorialListSchema,
  AdminTutorialSchema,
  API_PREFIX,
  AppConfigSchema,
  adminContentPaths,
  appConfigPath,
  CONTENT_PAGE_SIZE,
  ContentCategoryListSchema,
  FaqListSchema,
  contentMessages as m,
  SERVICE_BUDGET_RANGES,
  SERVICE_TIMELINES,
  ServiceFeaturedSchema,
  ServicePageSchema,
  ServiceRequestListSchema,
  ServiceRequestSchema,
  type Session,
  servicePaths,
  TutorialFeaturedSchema,
  TutorialPageSchema,
  TutorialSchema,
  tutorialPaths,
} from '@sightline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentRepo } from '../src/modules/content/content.repo.ts';
import { SEED_FAQS, SEED_SERVICES, SEED_TUTORIALS } from '../src/modules/content/seed-content.ts';
import { bearer, harnessForFile, multipart, PNG, register, storedMedia } from './harness.ts';

const h = await harnessForFile({
  env: {
    BOOKING_URL: 'https://cal.example.com/sightline',
    CHAT_WIDGET_URL: 'https://embed.tawk.to/abc/default',
  },
});
let user: Session;
let admin: Session;
let adminEmail: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (s: Session | null, method: Method, path: string, payload?: object) =>
  h.app.inject({ method, url: `${API_PREFIX}${path}`, payload, headers: s ? bearer(s) : {} });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  user = (await register(h)).session;
  const a = await register(h);
  admin = a.session;
  adminEmail = a.email;
  expect(await contentRepo.setAdmin(h.ctx.db, a.email.toUpperCase(), true)).toBe(true);
});

describe('tutorials and FAQs', () => {
  it('serves the seeded tutorials 12 a page, in order, and filters by category slug or uuid', async () => {
    const res = await call(user, 'GET', tutorialPaths.list);
    expect(res.statusCode).toBe(200);
    const page = TutorialPageSchema.parse(res.json());
    expect(page.pagination).toEqual({
      current_page: 1,
      total_pages: Math.ceil(SEED_TUTORIALS.length / CONTENT_PAGE_SIZE),
      total_items: SEED_TUTORIALS.length,
    });
    expect(page.results.map((t) => t.title)).toEqual(SEED_TUTORIALS.map((t) => t.title).slice(0, 12));
    // No invented videos: every seeded item is a written guide.
    expect(page.results.every((t) => t.youtube_id === null && t.body.length > 200)).toBe(true);

    const small = TutorialPageSchema.parse(
      (await call(user, 'GET', `${tutorialPaths.list}?page=2&page_size=3`)).json(),
    );
    expect(small.results.map((t) => t.title)).toEqual(SEED_TUTORIALS.slice(3, 6).map((t) => t.title));
    expect(small.pagination.total_pages).toBe(Math.ceil(SEED_TUTORIALS.length / 3));

    const categories = ContentCategoryListSchema.parse(
      (await call(user, 'GET', tutorialPaths.categories)).json(),
    ).categories;
    expect(categories.map((c) => c.slug)).toEqual(['getting-started', 'reading-results', 'ai-visibility']);
    const bySlug = TutorialPageSchema.parse(
      (await call(user, 'GET', `${tutorialPaths.list}?category=reading-results`)).json(),
    );
    const byUuid = TutorialPageSchema.parse(
      (await call(user, 'GET', `${tutorialPaths.list}?category=${categories[1].uuid}`)).json(),
    );
    const expected = SEED_TUTORIALS.filter((t) => t.category === 'reading-results').map((t) => t.title);
    expect(bySlug.results.map((t) => t.title)).toEqual(expected);
    expect(byUuid.results).toEqual(bySlug.results);
    // A category of another kind (an FAQ category) holds no tutorials.
    const other = TutorialPageSchema.parse(
      (await call(user, 'GET', `${tutorialPaths.list}?category=billing`)).json(),
    );
    expect(other.pagination.total_items).toBe(0);
  });

  it('answers bad pages and ids with 400 and unknown ones with 404', async () => {
    for (const q of ['page=0', 'page=x', 'page_size=0', 'page_size=49', 'page=1.5']) {
      const res = await call(user, 'GET', `${tutorialPaths.list}?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
    expect((await call(user, 'GET', `${servicePaths.list}?page_size=100`)).statusCode).toBe(400);
    expect((await call(user, 'GET', tutorialPaths.detail('not-a-uuid'))).json().message).toBe(m.invalidUuid);
    expect((await call(user, 'GET', tutorialPaths.detail(UNKNOWN))).json()).toMatchObject({
      message: m.tutorialNotFound,
    });
    expect((await call(user, 'GET', tutorialPaths.faq(UNKNOWN))).statusCode).toBe(404);
    expect((await call(user, 'GET', servicePaths.detail(UNKNOWN))).statusCode).toBe(404);
    expect((await call(user, 'GET', `${tutorialPaths.list}?page=9999`)).json().results).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    for (const path of [tutorialPaths.list, tutorialPaths.faqs, servicePaths.list, servicePaths.myRequests]) {
      expect((await call(null, 'GET', path)).statusCode, path).toBe(401);
    }
  });

  it('lists every FAQ or one category, single items, and the featured ones', async () => {
    const all = FaqListSchema.parse((await call(user, 'GET', tutorialPaths.faqs)).json()).results;
    expect(all.map((f) => f.question)).toEqual(SEED_FAQS.map((f) => f.question));
    const metrics = FaqListSchema.parse(
      (await call(user, 'GET', `${tutorialPaths.faqs}?category=metrics`)).json(),
    );
    expect(metrics.results.map((f) => f.question)).toEqual(
      SEED_FAQS.filter((f) => f.category === 'metrics').map((f) => f.question),
    );
    expect((await call(user, 'GET', tutorialPaths.faq(all[0].uuid))).json()).toEqual(all[0]);

    const featured = TutorialFeaturedSchema.parse((await call(user, 'GET', tutorialPaths.featured)).json());
    expect(featured.tutorials.map((t) => t.title)).toEqual(
      SEED_TUTORIALS.filter((t) => t.featured).map((t) => t.title),
    );
    expect(featured.faqs.length).toBeGreaterThan(0);
    const tutorial = featured.tutorials[0];
    expect(
      TutorialSchema.parse((await call(user, 'GET', tutorialPaths.detail(tutorial.uuid))).json()),
    ).toEqual(tutorial);
  });

  it('says which booking page and chat widget the environment configured', async () => {
    expect((await call(null, 'GET', appConfigPath)).statusCode).toBe(401);
    const res = await call(user, 'GET', appConfigPath);
    expect(AppConfigSchema.parse(res.json())).toEqual({
      booking_url: 'https://cal.example.com/sightline',
      chat_widget_url: 'https://embed.tawk.to/abc/default',
      // No Stripe keys here: the local test-mode provider, which the plans page says.
      billing_test_mode: true,
    });
    // The widget's origin, and only it, joins the policy.
    expect(res.headers['content-security-policy']).toContain("script-src 'self' https://embed.tawk.to;");
  });
});

describe('campaign services', () => {
  it('lists services 12 a page with their categories and the featured ones', async () => {
    const page = ServicePageSchema.parse((await call(user, 'GET', servicePaths.list)).json());
    expect(page.results.map((s) => s.title)).toEqual(SEED_SERVICES.map((s) => s.title));
    expect(page.results[0].features.length).toBeGreaterThan(0);
    const outreach = ServicePageSchema.parse(
      (await call(user, 'GET', `${servicePaths.list}?category=outreach`)).json(),
    );
    expect(outreach.results.every((s) => s.category?.slug === 'outreach')).toBe(true);
    const featured = ServiceFeaturedSchema.parse((await call(user, 'GET', servicePaths.featured)).json());
    expect(featured.services.map((s) => s.title)).toEqual(
      SEED_SERVICES.filter((s) => s.featured).map((s) => s.title),
    );
    const categories = ContentCategoryListSchema.parse(
      (await call(user, 'GET', servicePaths.categories)).json(),
    );
    expect(categories.categories).toHaveLength(3);
  });

  it('stores a request, lists it as the caller’s own, and mails it to every admin', async () => {
    const service = ServicePageSchema.parse((await call(user, 'GET', servicePaths.list)).json()).results[1];
    const before = h.mails.length;
    const res = await call(user, 'POST', servicePaths.request, {
      service_uuid: service.uuid,
      budget_range: '5000-10000',
      preferred_timeline: '1-month',
      message: 'We sell CRM software in Spain.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const request = ServiceRequestSchema.parse(res.json());
    expect(request).toMatchObject({ service: { uuid: service.uuid, title: service.title }, status: 'NEW' });
    await h.drainJobs();
    const mail = h.mails.slice(before).find((x) => x.to === adminEmail && x.subject.startsWith('Service'));
    expect(mail?.subject).toBe(`Service request: ${service.title}`);
    expect(mail?.text).toContain('€5,000 – €10,000');
    expect(mail?.text).toContain('We sell CRM software in Spain.');

    // All fields but the service are optional (spec 5); empty choices are no choice.
    const bare = await call(user, 'POST', servicePaths.request, {
      service_uuid: service.uuid,
      budget_range: '',
      preferred_timeline: '',
    });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ budget_range: null, preferred_timeline: null, message: '' });

    const mine = ServiceRequestListSchema.parse((await call(user, 'GET', servicePaths.myRequests)).json());
    expect(mine.requests.map((r) => r.uuid)).toEqual([bare.json().uuid, request.uuid]);
    const others = ServiceRequestListSchema.parse((await call(admin, 'GET', servicePaths.myRequests)).json());
    expect(others.requests).toEqual([]);
  });

  it('accepts exactly the spec’s 7 budgets and 7 timelines, and refuses unknown services', async () => {
    expect(SERVICE_BUDGET_RANGES).toHaveLength(7);
    expect(SERVICE_TIMELINES).toHaveLength(7);
    const service = ServicePageSchema.parse((await call(user, 'GET', servicePaths.list)).json()).results[0];
    const bad = await call(user, 'POST', servicePaths.request, {
      service_uuid: service.uuid,
      budget_range: '1-2',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.invalidBudget);
    const badTimeline = await call(user, 'POST', servicePaths.request, {
      service_uuid: service.uuid,
      preferred_timeline: 'tomorrow',
    });
    expect(badTimeline.json().message).toBe(m.invalidTimeline);
    expect((await call(user, 'POST', servicePaths.request, {})).json().message).toBe(m.serviceRequired);
    expect((await call(user, 'POST', servicePaths.request, { service_uuid: UNKNOWN })).statusCode).toBe(404);
  });
});

describe('content admin', () => {
  const adminCalls = (uuid: string) =>
    [
      ['GET', adminContentPaths.list('tutorials')],
      ['POST', adminContentPaths.create('faqs')],
      ['PUT', adminContentPaths.update('services', uuid)],
      ['DELETE', adminContentPaths.delete('tutorials', uuid)],
      ['PUT', adminContentPaths.order('faqs')],
    ] as const;

  it('refuses every admin call to a user who is not an admin', async () => {
    const tutorials = TutorialPageSchema.parse((await call(user, 'GET', tutorialPaths.list)).json()).results;
    const form = { question: 'Q?', answer: 'A.', title: 'T', uuids: [] };
    for (const [method, path] of adminCalls(tutorials[0].uuid)) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : form;
      const res = await call(user, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().message).toBe(m.adminOnly);
      expect((await call(null, method, path, body)).statusCode).toBe(401);
    }
    // Nothing was deleted.
    expect((await call(user, 'GET', tutorialPaths.detail(tutorials[0].uuid))).statusCode).toBe(200);
  });

  it('creates a draft FAQ, publishes it, reorders it first, and deletes it', async () => {
    const created = await call(admin, 'POST', adminContentPaths.create('faqs'), {
      question: 'Can I export my data?',
      answer: 'Yes: every table has a CSV download.',
      category_uuid: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    const faq = created.json();
    expect(faq).toMatchObject({ published: false, featured: false, category: null });
    const publicList = async () =>
      FaqListSchema.parse((await call(user, 'GET', tutorialPaths.faqs)).json()).results.map((f) => f.uuid);
    expect(await publicList()).not.toContain(faq.uuid);
    expect((await call(user, 'GET', tutorialPaths.faq(faq.uuid))).statusCode).toBe(404);

    const published = await call(admin, 'PUT', adminContentPaths.update('faqs', faq.uuid), {
      question: 'Can I export my data?',
      answer: 'Yes: every table has a CSV download.',
      published: true,
    });
    expect(published.json().published).toBe(true);
    expect((await publicList()).at(-1)).toBe(faq.uuid);

    const all = AdminFaqListSchema.parse(
      (await call(admin, 'GET', adminContentPaths.list('faqs'))).json(),
    ).items;
    const order = [faq.uuid, ...all.map((f) => f.uuid).filter((u) => u !== faq.uuid)];
    const reordered = await call(admin, 'PUT', adminContentPaths.order('faqs'), { uuids: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await publicList())[0]).toBe(faq.uuid);
    // An order must name every item exactly once.
    for (const uuids of [order.slice(1), [...order, order[0]], [UNKNOWN, ...order.slice(1)]]) {
      const res = await call(admin, 'PUT', adminContentPaths.order('faqs'), { uuids });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(m.invalidOrder);
    }

    expect((await call(admin, 'DELETE', adminContentPaths.delete('faqs', faq.uuid))).statusCode).toBe(200);
    expect(await publicList()).not.toContain(faq.uuid);
    expect((await call(admin, 'DELETE', adminContentPaths.delete('faqs', faq.uuid))).statusCode).toBe(404);
  });

  it('validates admin forms: required fields, YouTube ids, categories of the kind, flags', async () => {
    const cases: [string, object, string][] = [
      ['tutorials', { title: '  ' }, m.titleRequired],
      ['tutorials', { title: 'Video', youtube_id: 'https://youtu.be/x' }, m.invalidYoutubeId],
      ['faqs', { question: 'Q?' }, m.answerRequired],
      ['services', { title: 'S', published: 'maybe' }, m.invalidFlag],
    ];
    for (const [kind, body, message] of cases) {
      const res = await call(admin, 'POST', adminContentPaths.create(kind), body);
      expect(res.statusCode, `${kind} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // A service category is not a tutorial category.
    const serviceCategory = ContentCategoryListSchema.parse(
      (await call(user, 'GET', servicePaths.categories)).json(),
    ).categories[0];
    const wrongKind = await call(admin, 'POST', adminContentPaths.create('tutorials'), {
      title: 'Guide',
      category_uuid: serviceCategory.uuid,
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe(m.categoryNotFound);
    expect(
      (await call(admin, 'PUT', adminContentPaths.update('tutorials', 'x'), { title: 'T' })).statusCode,
    ).toBe(400);
    expect(
      (await call(admin, 'PUT', adminContentPaths.update('tutorials', UNKNOWN), { title: 'T' })).statusCode,
    ).toBe(404);
  });

  it('stores a service image through the media store, sniffs its type, and removes it with the item', async () => {
    const before = await storedMedia(h, 'content');
    const form = multipart(
      {
        title: 'Launch campaign',
        features: 'One\nTwo\n\n',
        deliverables: 'Plan',
        formatted_price: 'From €2,000',
        published: 'true',
        featured: 'false',
      },
      { field: 'image', name: 'cover.png', data: PNG, type: 'image/png' },
    );
    const res = await h.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${adminContentPaths.create('services')}`,
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const service = AdminServiceSchema.parse(res.json());
    expect(service).toMatchObject({ features: ['One', 'Two'], deliverables: ['Plan'], published: true });
    expect(service.image_url).toMatch(/^\/media\/content\/[0-9a-f-]{36}\.png$/);
    expect((await storedMedia(h, 'content')).length).toBe(before.length + 1);
    expect((await h.app.inject({ method: 'GET', url: service.image_url! })).statusCode).toBe(200);

    // Bytes that are not an image are refused whatever their name says.
    const fake = multipart(
      { title: 'Fake' },
      { field: 'image', name: 'x.png', data: Buffer.from('<svg/>'), type: 'image/png' },
    );
    const refused = await h.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${adminContentPaths.create('tutorials')}`,
      headers: { ...bearer(admin), ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(m.imageFormat);

    await call(admin, 'DELETE', adminContentPaths.delete('services', service.uuid));
    expect(await storedMedia(h, 'content')).toEqual(before);
  });

  it('edits a tutorial into a video with a thumbnail and keeps the admin order of every item', async () => {
    const list = AdminTutorialListSchema.parse(
      (await call(admin, 'GET', adminContentPaths.list('tutorials'))).json(),
    );
    const first = list.items[0];
    const form = multipart(
      {
        title: first.title,
        youtube_id: 'dQw4w9WgXcQ',
        published: 'true',
        featured: 'true',
        body: first.body,
      },
      { field: 'image', name: 't.png', data: PNG, type: 'image/png' },
    );
    const res = await h.app.inject({
      method: 'PUT',
      url: `${API_PREFIX}${adminContentPaths.update('tutorials', first.uuid)}`,
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = AdminTutorialSchema.parse(res.json());
    expect(edited).toMatchObject({ youtube_id: 'dQw4w9WgXcQ', position: first.position, category: null });
    expect(edited.thumbnail_url).toMatch(/^\/media\/content\//);
    const removed = await call(admin, 'PUT', adminContentPaths.update('tutorials', first.uuid), {
      title: first.title,
      published: true,
      remove_image: 'true',
    });
    expect(removed.json().thumbnail_url).toBeNull();
  });
});
