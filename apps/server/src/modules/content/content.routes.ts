// Tutorials and FAQs (7 calls), campaign services (6 calls), the web app's run-time settings, and the
// admin calls that manage the content. Reads and requests need a signed-in user; writes an admin.
import {
  AdminFaqListSchema,
  AdminFaqSchema,
  AdminServiceListSchema,
  AdminServiceSchema,
  AdminTutorialListSchema,
  AdminTutorialSchema,
  ApiErrorSchema,
  AppConfigSchema,
  adminContentPaths,
  appConfigPath,
  ContentCategoryListSchema,
  type ContentKind,
  ContentOrderSchema,
  ContentPageQuerySchema,
  ContentUuidParamSchema,
  contentMessages,
  FaqInputSchema,
  FaqListSchema,
  FaqQuerySchema,
  FaqSchema,
  OkSchema,
  ServiceFeaturedSchema,
  ServiceInputSchema,
  ServicePageSchema,
  ServiceRequestBodySchema,
  ServiceRequestListSchema,
  ServiceRequestSchema,
  ServiceSchema,
  servicePaths,
  TutorialFeaturedSchema,
  TutorialInputSchema,
  TutorialPageSchema,
  TutorialSchema,
  tutorialPaths,
} from '@sightline/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { perUserRateLimit, userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import { readImageForm } from '../../http/uploads.ts';
import { parseOrThrow } from '../../http/validation.ts';
import type { AdminInputs, ContentService } from './content.service.ts';

const readErrors = { 400: ApiErrorSchema, 401: ApiErrorSchema };
const itemErrors = { ...readErrors, 404: ApiErrorSchema };
const adminErrors = { ...itemErrors, 403: ApiErrorSchema, 413: ApiErrorSchema, 429: ApiErrorSchema };
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Per kind: its names in operation ids, its form schema and its reply schemas. */
const ADMIN_KINDS = {
  tutorials: {
    noun: 'Tutorial',
    input: TutorialInputSchema,
    item: AdminTutorialSchema,
    list: AdminTutorialListSchema,
  },
  faqs: { noun: 'Faq', input: FaqInputSchema, item: AdminFaqSchema, list: AdminFaqListSchema },
  services: {
    noun: 'Service',
    input: ServiceInputSchema,
    item: AdminServiceSchema,
    list: AdminServiceListSchema,
  },
} as const;

/** A path of contracts with `{name}` placeholders, as a fastify route (`:name`). */
const toPath = (path: string) => decodeURIComponent(path).replace(/\{(\w+)\}/g, ':$1');

export const contentRoutes = (
  app: ZodApp,
  deps: {
    content: ContentService;
    requireAuth: preHandlerAsyncHookHandler;
    appConfig: {
      bookingUrl: string | undefined;
      chatWidgetUrl: string | undefined;
      billing: { provider: 'local' | 'stripe' };
    };
    uploadsPerMinute: number;
  },
) => {
  const { content, requireAuth } = deps;
  const tutorialTags = ['tutorials'];
  const serviceTags = ['services'];

  app.get(appConfigPath, {
    preHandler: requireAuth,
    schema: {
      operationId: 'getAppConfig',
      summary: 'The web app’s run-time settings: booking page, chat widget, test-mode billing.',
      tags: ['app'],
      response: { 200: AppConfigSchema, 401: ApiErrorSchema },
    },
    handler: async () => ({
      booking_url: deps.appConfig.bookingUrl ?? null,
      chat_widget_url: deps.appConfig.chatWidgetUrl ?? null,
      billing_test_mode: deps.appConfig.billing.provider === 'local',
    }),
  });

  // -- Tutorials and FAQs --------------------------------------------------------------------

  for (const [path, kind, operationId, summary] of [
    [tutorialPaths.categories, 'tutorials', 'listTutorialCategories', 'Tutorial categories, in order.'],
    [tutorialPaths.faqCategories, 'faqs', 'listFaqCategories', 'FAQ categories, in order.'],
    [servicePaths.categories, 'services', 'listServiceCategories', 'Service categories, in order.'],
  ] as const) {
    app.get(path, {
      preHandler: requireAuth,
      schema: {
        operationId,
        summary,
        tags: kind === 'services' ? serviceTags : tutorialTags,
        response: { 200: ContentCategoryListSchema, 401: ApiErrorSchema },
      },
      handler: () => content.categories(kind),
    });
  }

  app.get(tutorialPaths.list, {
    preHandler: requireAuth,
    schema: {
      operationId: 'listTutorials',
      summary: 'Published tutorials, 12 a page; category is a slug or uuid.',
      tags: tutorialTags,
      querystring: ContentPageQuerySchema,
      response: { 200: TutorialPageSchema, ...readErrors },
    },
    handler: (req) => content.tutorials(req.query),
  });

  app.get(toPath(tutorialPaths.detail('{id}')), {
    preHandler: requireAuth,
    schema: {
      operationId: 'getTutorial',
      summary: 'One published tutorial.',
      tags: tutorialTags,
      params: ContentUuidParamSchema,
      response: { 200: TutorialSchema, ...itemErrors },
    },
    handler: (req) => content.tutorial(req.params.id),
  });

  app.get(tutorialPaths.faqs, {
    preHandler: requireAuth,
    schema: {
      operationId: 'listFaqs',
      summary: 'Every published FAQ, optionally of one category (slug or uuid).',
      tags: tutorialTags,
      querystring: FaqQuerySchema,
      response: { 200: FaqListSchema, ...readErrors },
    },
    handler: (req) => content.faqs(req.query.category),
  });

  app.get(toPath(tutorialPaths.faq('{id}')), {
    preHandler: requireAuth,
    schema: {
      operationId: 'getFaq',
      summary: 'One published FAQ.',
      tags: tutorialTags,
      params: ContentUuidParamSchema,
      response: { 200: FaqSchema, ...itemErrors },
    },
    handler: (req) => content.faq(req.params.id),
  });

  app.get(tutorialPaths.featured, {
    preHandler: requireAuth,
    schema: {
      operationId: 'listFeaturedTutorials',
      summary: 'Featured tutorials and FAQs.',
      tags: tutorialTags,
      response: { 200: TutorialFeaturedSchema, 401: ApiErrorSchema },
    },
    handler: () => content.tutorialFeatured(),
  });

  // -- Services ------------------------------------------------------------------------------

  app.get(servicePaths.list, {
    preHandler: requireAuth,
    schema: {
      operationId: 'listServices',
      summary: 'Published campaign services, 12 a page; category is a slug or uuid.',
      tags: serviceTags,
      querystring: ContentPageQuerySchema,
      response: { 200: ServicePageSchema, ...readErrors },
    },
    handler: (req) => content.services(req.query),
  });

  app.get(toPath(servicePaths.detail('{id}')), {
    preHandler: requireAuth,
    schema: {
      operationId: 'getService',
      summary: 'One published campaign service.',
      tags: serviceTags,
      params: ContentUuidParamSchema,
      response: { 200: ServiceSchema, ...itemErrors },
    },
    handler: (req) => content.service(req.params.id),
  });

  app.post(servicePaths.request, {
    preHandler: requireAuth,
    schema: {
      operationId: 'createServiceRequest',
      summary:
        'Requests a service {service_uuid, budget_range, preferred_timeline, message}; mails the operator.',
      tags: serviceTags,
      body: ServiceRequestBodySchema,
      response: { 201: ServiceRequestSchema, ...itemErrors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await content.requestService(userIdOf(req), req.body)),
  });

  app.get(servicePaths.myRequests, {
    preHandler: requireAuth,
    schema: {
      operationId: 'listMyServiceRequests',
      summary: 'The caller’s own service requests, newest first.',
      tags: serviceTags,
      response: { 200: ServiceRequestListSchema, 401: ApiErrorSchema },
    },
    handler: (req) => content.myRequests(userIdOf(req)),
  });

  app.get(servicePaths.featured, {
    preHandler: requireAuth,
    schema: {
      operationId: 'listFeaturedServices',
      summary: 'Featured campaign services.',
      tags: serviceTags,
      response: { 200: ServiceFeaturedSchema, 401: ApiErrorSchema },
    },
    handler: () => content.serviceFeatured(),
  });

  // -- Admin ---------------------------------------------------------------------------------

  const adminTags = ['admin'];
  const uploadLimit = { rateLimit: perUserRateLimit(deps.uploadsPerMinute) };
  const multipartNote = (kind: ContentKind) =>
    kind === 'faqs'
      ? 'JSON or form fields.'
      : 'Multipart form (or JSON): image is a file (jpeg, png, gif, webp, under 2MB); remove_image=true drops it; list fields one item per line.';

  const readForm = async <K extends ContentKind>(req: FastifyRequest, kind: K) => {
    const { fields, image } = await readImageForm(req, {
      field: 'image',
      types: IMAGE_TYPES,
      typeMessage: contentMessages.imageFormat,
      sizeMessage: contentMessages.imageTooLarge,
    });
    const input = parseOrThrow(ADMIN_KINDS[kind].input, fields) as AdminInputs[K];
    const removeImage = String((fields as Record<string, unknown>).remove_image ?? '') === 'true';
    return { input, image, removeImage };
  };

  for (const kind of Object.keys(ADMIN_KINDS) as ContentKind[]) {
    const { noun, item, list } = ADMIN_KINDS[kind];

    app.get(adminContentPaths.list(kind), {
      preHandler: requireAuth,
      schema: {
        operationId: `listAdmin${noun}s`,
        summary: `Every ${kind} item with its order and state (admins only).`,
        tags: adminTags,
        response: { 200: list, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
      // One loop over the kinds: the reply schema of this kind checks the items at run time.
      handler: async (req) => (await content.admin.list(userIdOf(req), kind)) as never,
    });

    app.post(adminContentPaths.create(kind), {
      config: uploadLimit,
      preHandler: requireAuth,
      schema: {
        operationId: `createAdmin${noun}`,
        summary: `Creates a ${kind} item at the end of the order (admins only).`,
        description: multipartNote(kind),
        tags: adminTags,
        response: { 201: item, ...adminErrors },
      },
      handler: async (req, reply) => {
        const { input, image } = await readForm(req, kind);
        return reply.code(201).send(await content.admin.create(userIdOf(req), kind, input, image));
      },
    });

    app.put(toPath(adminContentPaths.update(kind, '{id}')), {
      config: uploadLimit,
      preHandler: requireAuth,
      schema: {
        operationId: `updateAdmin${noun}`,
        summary: `Replaces a ${kind} item's fields (admins only).`,
        description: multipartNote(kind),
        tags: adminTags,
        params: ContentUuidParamSchema,
        response: { 200: item, ...adminErrors },
      },
      handler: async (req) => {
        const { input, image, removeImage } = await readForm(req, kind);
        return content.admin.update(userIdOf(req), kind, req.params.id, input, image, removeImage);
      },
    });

    app.delete(toPath(adminContentPaths.delete(kind, '{id}')), {
      preHandler: requireAuth,
      schema: {
        operationId: `deleteAdmin${noun}`,
        summary: `Deletes a ${kind} item and its image (admins only).`,
        tags: adminTags,
        params: ContentUuidParamSchema,
        response: { 200: OkSchema, ...itemErrors, 403: ApiErrorSchema },
      },
      handler: async (req) => {
        await content.admin.delete(userIdOf(req), kind, req.params.id);
        return { success: true as const };
      },
    });

    app.put(adminContentPaths.order(kind), {
      preHandler: requireAuth,
      schema: {
        operationId: `orderAdmin${noun}s`,
        summary: `Sets the order of every ${kind} item {uuids} (admins only).`,
        tags: adminTags,
        body: ContentOrderSchema,
        response: { 200: list, ...readErrors, 403: ApiErrorSchema },
      },
      handler: async (req) => (await content.admin.order(userIdOf(req), kind, req.body.uuids)) as never,
    });
  }
};
