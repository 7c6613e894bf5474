// Tutorials, FAQs and services: public reads (published items in the admin's order), service requests
// (stored, then mailed to the operator), and the admin writes (admins only, checked on every call).
import {
  type ContentKind,
  type ContentPageQuery,
  type FaqInput,
  FEATURED_MAX,
  contentMessages as m,
  type ServiceInput,
  type ServiceRequestBody,
  serviceBudgetLabels,
  serviceTimelineLabels,
  type TutorialInput,
} from '@sightline/contracts';
import type { Logger } from '../../context.ts';
import type { Database, SqlParam } from '../../db/database.ts';
import { type MediaStore, type UploadedImage, writeWithImage } from '../../http/uploads.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { MailService } from '../../mail/mail.service.ts';
import { userRepo } from '../auth/user.repo.ts';
import { presentPagination } from '../prompt-dashboards/ranking.presenter.ts';
import {
  presentAdmin,
  presentCategory,
  presentFaq,
  presentService,
  presentServiceRequest,
  presentTutorial,
} from './content.presenter.ts';
import { KINDS, contentRepo as repo } from './content.repo.ts';

const MISSING: Record<ContentKind, string> = {
  tutorials: m.tutorialNotFound,
  faqs: m.faqNotFound,
  services: m.serviceNotFound,
};

/** What an admin form holds for each kind. */
export interface AdminInputs {
  tutorials: TutorialInput;
  faqs: FaqInput;
  services: ServiceInput;
}

export const createContentService = (deps: {
  db: Database;
  mail: MailService;
  media: MediaStore;
  log: Logger;
  operatorEmail: string | undefined;
}) => {
  const { db } = deps;
  const mediaDeps = { media: deps.media, log: deps.log };

  const page = async <T>(
    kind: ContentKind,
    query: ContentPageQuery,
    present: (row: Parameters<typeof presentTutorial>[0]) => T,
  ) => {
    const { rows, total } = await repo.page(db, kind, {
      publishedOnly: true,
      category: query.category || undefined,
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
    return { results: rows.map(present), pagination: presentPagination(query.page, query.page_size, total) };
  };

  const published = async (kind: ContentKind, uuid: string) => {
    const row = await repo.byUuid(db, kind, uuid, true);
    if (!row) throw notFound(MISSING[kind]);
    return row;
  };

  const requireAdmin = async (userId: number) => {
    if (!(await repo.isAdmin(db, userId))) throw forbidden(m.adminOnly);
  };

  /** The row's columns from a validated admin form, with the category resolved within its kind. */
  const columnsOf = async <K extends ContentKind>(kind: K, input: AdminInputs[K]) => {
    const values: Record<string, SqlParam> = {};
    for (const column of KINDS[kind].columns) values[column] = (input as Record<string, SqlParam>)[column];
    let categoryId: number | null = null;
    if (input.category_uuid) {
      categoryId = await repo.categoryId(db, kind, input.category_uuid);
      if (categoryId === null) throw badRequest(m.categoryNotFound);
    }
    return { ...values, category_id: categoryId, published: input.published, featured: input.featured };
  };

  return {
    async categories(kind: ContentKind) {
      return { categories: (await repo.categories(db, kind)).map(presentCategory) };
    },

    tutorials: (query: ContentPageQuery) => page('tutorials', query, presentTutorial),
    services: (query: ContentPageQuery) => page('services', query, presentService),
    tutorial: async (uuid: string) => presentTutorial(await published('tutorials', uuid)),
    service: async (uuid: string) => presentService(await published('services', uuid)),
    faq: async (uuid: string) => presentFaq(await published('faqs', uuid)),

    /** FAQs are one accordion: every published one (of the category), no pages. */
    async faqs(category: string | undefined) {
      const { rows } = await repo.page(db, 'faqs', {
        publishedOnly: true,
        category: category || undefined,
        limit: 1000,
        offset: 0,
      });
      return { results: rows.map(presentFaq) };
    },

    async tutorialFeatured() {
      const [tutorials, faqs] = await Promise.all([
        repo.featured(db, 'tutorials', FEATURED_MAX),
        repo.featured(db, 'faqs', FEATURED_MAX),
      ]);
      return { tutorials: tutorials.map(presentTutorial), faqs: faqs.map(presentFaq) };
    },

    async serviceFeatured() {
      return { services: (await repo.featured(db, 'services', FEATURED_MAX)).map(presentService) };
    },

    /** Stores the request, then mails it to the operator (OPERATOR_EMAIL, else every admin). */
    async requestService(userId: number, body: ServiceRequestBody) {
      const service = await published('services', body.service_uuid);
      const user = await userRepo.byId(db, userId);
      if (!user) throw notFound(m.serviceNotFound);
      const row = await repo.insertRequest(db, {
        serviceId: service.id,
        serviceUuid: service.uuid,
        serviceTitle: String(service.title),
        userId,
        budget: body.budget_range ?? null,
        timeline: body.preferred_timeline ?? null,
        message: body.message ?? '',
      });
      const operators = deps.operatorEmail ? [deps.operatorEmail] : await repo.adminEmails(db);
      if (operators.length === 0)
        deps.log.info({ request: row.uuid }, 'service request with no operator to mail');
      for (const to of operators) {
        await deps.mail.enqueue({
          userId: null,
          to,
          template: 'serviceRequest',
          essential: true,
          payload: {
            service: String(service.title),
            name: user.name,
            email: user.email,
            budget: body.budget_range ? serviceBudgetLabels[body.budget_range] : 'not given',
            timeline: body.preferred_timeline ? serviceTimelineLabels[body.preferred_timeline] : 'not given',
            message: body.message ?? '',
          },
        });
      }
      return presentServiceRequest(row);
    },

    async myRequests(userId: number) {
      return { requests: (await repo.requestsOf(db, userId)).map(presentServiceRequest) };
    },

    admin: {
      async list(userId: number, kind: ContentKind) {
        await requireAdmin(userId);
        const { rows } = await repo.page(db, kind, { publishedOnly: false, limit: 10_000, offset: 0 });
        return { items: rows.map((row) => presentAdmin[kind](row)) };
      },

      async create<K extends ContentKind>(
        userId: number,
        kind: K,
        input: AdminInputs[K],
        image: UploadedImage | null,
      ) {
        await requireAdmin(userId);
        const values = await columnsOf(kind, input);
        const imageColumn = KINDS[kind].image;
        const uuid = await writeWithImage(
          mediaDeps,
          'content',
          imageColumn ? image : null,
          async (stored) => ({
            result: await repo.insert(db, kind, {
              ...values,
              ...(imageColumn && stored ? { [imageColumn]: stored } : {}),
            }),
            replaced: null,
          }),
        );
        return presentAdmin[kind]((await repo.byUuid(db, kind, uuid, false))!);
      },

      /** image replaces the current one; removeImage drops it. */
      async update<K extends ContentKind>(
        userId: number,
        kind: K,
        uuid: string,
        input: AdminInputs[K],
        image: UploadedImage | null,
        removeImage: boolean,
      ) {
        await requireAdmin(userId);
        const values = await columnsOf(kind, input);
        const imageColumn = KINDS[kind].image;
        await writeWithImage(mediaDeps, 'content', imageColumn ? image : null, (stored) =>
          db.tx(async (q) => {
            const row = await repo.byUuid(q, kind, uuid, false);
            if (!row) throw notFound(MISSING[kind]);
            const current = imageColumn ? ((row[imageColumn] as string | null) ?? null) : null;
            const next = stored ?? (removeImage ? null : current);
            await repo.update(q, kind, row.id, {
              ...values,
              ...(imageColumn ? { [imageColumn]: next } : {}),
            });
            return { result: null, replaced: next === current ? null : current };
          }),
        );
        return presentAdmin[kind]((await repo.byUuid(db, kind, uuid, false))!);
      },

      async delete(userId: number, kind: ContentKind, uuid: string) {
        await requireAdmin(userId);
        const imageColumn = KINDS[kind].image;
        await writeWithImage(mediaDeps, 'content', null, () =>
          db.tx(async (q) => {
            const row = await repo.byUuid(q, kind, uuid, false);
            if (!row) throw notFound(MISSING[kind]);
            await repo.delete(q, kind, row.id);
            return {
              result: null,
              replaced: imageColumn ? ((row[imageColumn] as string | null) ?? null) : null,
            };
          }),
        );
      },

      /** The new order of every item of the kind, in one transaction. */
      async order(userId: number, kind: ContentKind, uuids: readonly string[]) {
        await requireAdmin(userId);
        await db.tx(async (q) => {
          const existing = new Set(await repo.uuids(q, kind));
          const given = new Set(uuids);
          if (
            given.size !== uuids.length ||
            given.size !== existing.size ||
            uuids.some((u) => !existing.has(u))
          )
            throw badRequest(m.invalidOrder);
          await repo.setOrder(q, kind, uuids);
        });
        const { rows } = await repo.page(db, kind, { publishedOnly: false, limit: 10_000, offset: 0 });
        return { items: rows.map((row) => presentAdmin[kind](row)) };
      },
    },
  };
};

export type ContentService = ReturnType<typeof createContentService>;
