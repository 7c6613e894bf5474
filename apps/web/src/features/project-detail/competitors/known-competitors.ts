// Pure rules of the Known competitors panel: the form's values and checks (the
// contracts' schema plus the duplicate rule the server applies), and alias list comparison.
import {
  KNOWN_COMPETITORS_MAX,
  type KnownCompetitor,
  KnownCompetitorInputSchema,
  knownCompetitorMessages as m,
} from '@sightline/contracts';
import type { KnownCompetitorBody } from '../../../api/known-competitors.ts';
import { schemaErrors } from '../../../lib/form-errors.ts';

export interface CompetitorFormValues {
  name: string;
  aliases: string[];
  domain: string;
}

export const emptyCompetitorForm = (): CompetitorFormValues => ({ name: '', aliases: [], domain: '' });

export const competitorFormFrom = (competitor: KnownCompetitor): CompetitorFormValues => ({
  name: competitor.name,
  aliases: [...competitor.aliases],
  domain: competitor.domain ?? '',
});

const tidy = (s: string) => s.trim().replace(/\s+/g, ' ');
/** How the server compares names: spacing and case folded. */
const nameKey = (s: string) => tidy(s).toLowerCase();

/** Tidied aliases without blanks or repeats (ignoring case). */
export const tidyAliases = (aliases: readonly string[]) => {
  const seen = new Set<string>();
  return aliases.map(tidy).filter((a) => {
    const key = a.toLowerCase();
    if (!a || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

export const competitorBodyFrom = (values: CompetitorFormValues): KnownCompetitorBody => ({
  name: tidy(values.name),
  aliases: tidyAliases(values.aliases),
  domain: values.domain.trim(),
});

/**
 * Field errors for the form, keyed name / aliases / domain: the schema's messages, then the
 * duplicate-name rule against the other competitors (`editingId` is the one being edited).
 */
export const competitorFormErrors = (
  values: CompetitorFormValues,
  existing: readonly KnownCompetitor[],
  editingId?: number,
): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(schemaErrors(KnownCompetitorInputSchema, values))) {
    errors[key.split('.')[0]] ??= message;
  }
  const key = nameKey(values.name);
  if (!errors.name && existing.some((c) => c.id !== editingId && nameKey(c.name) === key)) {
    errors.name = m.duplicate;
  }
  return errors;
};

export const atCompetitorLimit = (existing: readonly unknown[]) => existing.length >= KNOWN_COMPETITORS_MAX;

/** True when two alias lists hold the same names in the same order (after tidying). */
export const sameAliases = (a: readonly string[], b: readonly string[]) => {
  const x = tidyAliases(a);
  const y = tidyAliases(b);
  return x.length === y.length && x.every((v, i) => v === y[i]);
};
