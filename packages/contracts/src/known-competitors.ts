// Known competitors and brand aliases of one brand: the names the answer analyzer matches besides
// the brand's own name. Changes apply to the next report.

import { requiredText, text } from './input.ts';
import { z } from './zod-setup.ts';

export const KNOWN_COMPETITORS_MAX = 50;
export const KNOWN_ALIASES_MAX = 20;
const KNOWN_NAME_MAX = 100;
const KNOWN_DOMAIN_MAX = 253;

export const knownCompetitorMessages = {
  nameRequired: 'Competitor name is required',
  nameTooLong: `Competitor name must be at most ${KNOWN_NAME_MAX} characters`,
  aliasEmpty: 'Aliases cannot be empty',
  aliasTooLong: `Each alias must be at most ${KNOWN_NAME_MAX} characters`,
  tooManyAliases: `Add at most ${KNOWN_ALIASES_MAX} aliases`,
  aliasesRequired: 'Aliases must be a list of names',
  domainTooLong: `Domain must be at most ${KNOWN_DOMAIN_MAX} characters`,
  domainInvalid: 'Enter a domain like example.com',
  duplicate: 'This competitor is already in your list',
  limitReached: `You can list at most ${KNOWN_COMPETITORS_MAX} known competitors. Remove one to add another.`,
  notFound: 'Competitor not found',
  ownBrand: 'This is your own brand. Add it as a brand alias instead.',
  aliasIsOwnBrand: (alias: string) => `"${alias}" names your own brand, not a competitor`,
  brandAliasIsCompetitor: (alias: string) => `"${alias}" is one of your known competitors`,
} as const;

/** Texts of the Known competitors panel on the Competitors tab. */
export const knownCompetitorLabels = {
  open: 'Known competitors',
  title: 'Known competitors',
  description:
    'List the competitors you know and the other names of your brand. The answer analyzer uses them to recognise who AI engines mention.',
  nextReport: 'Changes apply to the next report.',
  readOnly: 'You can view this list. Ask the brand owner for edit access to change it.',
  competitorsHeading: 'Competitors',
  brandAliasesHeading: 'Your brand’s aliases',
  brandAliasesHint: 'Other names, product names or spellings of your brand',
  brandAliasesPlaceholder: 'Type and press Enter',
  noBrandAliases: 'No aliases yet',
  saveBrandAliases: 'Save aliases',
  brandAliasesSaved: 'Brand aliases saved',
  brandAliasesFailed: 'Failed to save brand aliases',
  empty: 'No known competitors yet. Add the ones you care about so they are always recognised.',
  add: 'Add competitor',
  addTitle: 'Add competitor',
  editTitle: 'Edit competitor',
  name: 'Name',
  namePlaceholder: 'e.g. Pipedrive',
  aliases: 'Aliases',
  aliasesHint: 'Other names AI engines may use; press Enter after each',
  aliasesPlaceholder: 'Type and press Enter',
  domain: 'Domain',
  domainHint: 'Optional, e.g. pipedrive.com',
  domainPlaceholder: 'example.com',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Remove competitor',
  deleteConfirm: (name: string) => `Remove ${name} from your known competitors?`,
  added: 'Competitor added',
  updated: 'Competitor updated',
  deleted: 'Competitor removed',
  addFailed: 'Failed to add competitor',
  updateFailed: 'Failed to update competitor',
  deleteFailed: 'Failed to remove competitor',
  loadFailed: 'Failed to load known competitors',
  count: (n: number) => `${n} of ${KNOWN_COMPETITORS_MAX}`,
} as const;

const m = knownCompetitorMessages;

const projectRef = (id: string) => `/projects/${encodeURIComponent(id)}`;

export const knownCompetitorPaths = {
  list: (projectId: string) => `${projectRef(projectId)}/known-competitors/`,
  item: (projectId: string, competitorId: number) =>
    `${projectRef(projectId)}/known-competitors/${competitorId}/`,
  brandAliases: (projectId: string) => `${projectRef(projectId)}/brand-aliases/`,
} as const;

const nameText = requiredText(m.nameRequired, KNOWN_NAME_MAX, m.nameTooLong);
const aliasText = requiredText(m.aliasEmpty, KNOWN_NAME_MAX, m.aliasTooLong);
const aliasList = z.array(aliasText, m.aliasesRequired).max(KNOWN_ALIASES_MAX, m.tooManyAliases);

export const KnownCompetitorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  aliases: z.array(z.string()),
  /** Normalised ("example.com"); null when none was given. */
  domain: z.string().nullable(),
});
export type KnownCompetitor = z.infer<typeof KnownCompetitorSchema>;

/** Body of POST and PUT: the whole competitor (PUT replaces it). */
export const KnownCompetitorInputSchema = z.object({
  name: nameText,
  aliases: aliasList.optional().default([]),
  domain: text(KNOWN_DOMAIN_MAX, m.domainTooLong)
    .nullish()
    .transform((v) => v ?? ''),
});

export const KnownCompetitorsReplySchema = z.object({
  competitors: z.array(KnownCompetitorSchema),
  brand_aliases: z.array(z.string()),
});
export type KnownCompetitorsReply = z.infer<typeof KnownCompetitorsReplySchema>;

export const BrandAliasesInputSchema = z.object({ aliases: aliasList });
export const BrandAliasesReplySchema = z.object({ brand_aliases: z.array(z.string()) });
