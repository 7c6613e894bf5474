// Known competitors and brand aliases of one brand. Reads need VIEW, writes EDIT. Names are unique
// per brand ignoring case, and never overlap the brand's own names (the analyzer would ignore them).
import {
  bareDomain,
  KNOWN_COMPETITORS_MAX,
  type KnownCompetitor,
  type KnownCompetitorsReply,
  knownCompetitorMessages as m,
} from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import { badRequest, fieldError, notFound } from '../../lib/http-error.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { presentKnownCompetitor } from './known-competitors.presenter.ts';
import {
  type KnownCompetitorFields,
  type KnownCompetitorRow,
  knownCompetitorRepo as repo,
} from './known-competitors.repo.ts';

/** A request body after schema parsing: trimmed, limits checked. */
export interface KnownCompetitorBody {
  name: string;
  aliases: string[];
  domain: string;
}

const tidy = (s: string) => s.trim().replace(/\s+/g, ' ');
/** What two names are compared on: spacing and case folded. */
const nameKey = (s: string) => tidy(s).toLowerCase();

/** Tidied, without blanks, duplicates (ignoring case) or names listed in `exclude`. */
const cleanAliases = (aliases: readonly string[], exclude: readonly string[] = []) => {
  const seen = new Set(exclude.map(nameKey));
  const out: string[] = [];
  for (const alias of aliases) {
    const text = tidy(alias);
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
};

const DOMAIN =
  /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u;

/** '' stays ''; anything else must normalise to a host name like example.com. */
const cleanDomain = (value: string) => {
  if (!value.trim()) return '';
  const domain = bareDomain(value);
  if (!DOMAIN.test(domain)) throw fieldError('domain', m.domainInvalid);
  return domain;
};

const brandNames = (project: ProjectRow) => [project.entity_name, project.entity_label, ...project.aliases];

/** The fields to store, or the first rule the body breaks. */
const fieldsFor = (
  project: ProjectRow,
  others: KnownCompetitorRow[],
  body: KnownCompetitorBody,
): KnownCompetitorFields => {
  const name = tidy(body.name);
  if (!name) throw fieldError('name', m.nameRequired);
  const key = nameKey(name);
  const own = new Set(brandNames(project).filter(Boolean).map(nameKey));
  if (own.has(key)) throw fieldError('name', m.ownBrand);
  if (others.some((c) => nameKey(c.name) === key)) throw fieldError('name', m.duplicate);
  const aliases = cleanAliases(body.aliases, [name]);
  const ownAlias = aliases.find((a) => own.has(nameKey(a)));
  if (ownAlias) throw fieldError('aliases', m.aliasIsOwnBrand(ownAlias));
  return { name, aliases, domain: cleanDomain(body.domain) };
};

export const createKnownCompetitorService = (deps: { db: Database }) => {
  const { db } = deps;

  return {
    async list(userId: number, ref: string): Promise<KnownCompetitorsReply> {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      const rows = await repo.list(db, project.id);
      return { competitors: rows.map(presentKnownCompetitor), brand_aliases: project.aliases };
    },

    async create(userId: number, ref: string, body: KnownCompetitorBody): Promise<KnownCompetitor> {
      return db.tx(async (q) => {
        const project = await requireProjectAccess(q, userId, ref, 'EDIT');
        await repo.lockProject(q, project.id);
        const existing = await repo.list(q, project.id);
        if (existing.length >= KNOWN_COMPETITORS_MAX) throw badRequest(m.limitReached);
        return presentKnownCompetitor(await repo.insert(q, project.id, fieldsFor(project, existing, body)));
      });
    },

    async update(
      userId: number,
      ref: string,
      competitorId: number,
      body: KnownCompetitorBody,
    ): Promise<KnownCompetitor> {
      return db.tx(async (q) => {
        const project = await requireProjectAccess(q, userId, ref, 'EDIT');
        await repo.lockProject(q, project.id);
        const existing = await repo.list(q, project.id);
        if (!existing.some((c) => c.id === competitorId)) throw notFound(m.notFound);
        const others = existing.filter((c) => c.id !== competitorId);
        return presentKnownCompetitor(await repo.update(q, competitorId, fieldsFor(project, others, body)));
      });
    },

    async delete(userId: number, ref: string, competitorId: number) {
      await db.tx(async (q) => {
        const project = await requireProjectAccess(q, userId, ref, 'EDIT');
        const competitor = await repo.get(q, project.id, competitorId);
        if (!competitor) throw notFound(m.notFound);
        await repo.delete(q, competitor.id);
      });
    },

    async setBrandAliases(userId: number, ref: string, aliases: string[]): Promise<string[]> {
      return db.tx(async (q) => {
        const project = await requireProjectAccess(q, userId, ref, 'EDIT');
        await repo.lockProject(q, project.id);
        const cleaned = cleanAliases(aliases, [project.entity_name, project.entity_label]);
        const competitorNames = new Set(
          (await repo.list(q, project.id)).flatMap((c) => [c.name, ...c.aliases]).map(nameKey),
        );
        const clash = cleaned.find((a) => competitorNames.has(nameKey(a)));
        if (clash) throw fieldError('aliases', m.brandAliasIsCompetitor(clash));
        return repo.setBrandAliases(q, project.id, cleaned);
      });
    },
  };
};

export type KnownCompetitorService = ReturnType<typeof createKnownCompetitorService>;
