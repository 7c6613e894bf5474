// Who rated an accuracy answer (issue 25): a language model, named by its model id, or the deterministic
// fact check (no model configured, or the model was unavailable). Each rating stores its judge; the
// accuracy replies count them, and the screens say it beside the figure ("Rated by gpt-4o-mini").
import { z } from './zod-setup.ts';

export const RATING_JUDGES = ['llm', 'fact_check'] as const;

const count = (description: string) => z.number().int().min(0).describe(description);

export const RatedBySchema = z
  .object({
    llm: count('Ratings given by a language model (models names which).'),
    fact_check: count(
      'Ratings given by the deterministic fact check (no language model configured, or it was unavailable).',
    ),
    unknown: count('Ratings stored before the judge was recorded, by a judge that cannot be told now.'),
    models: z.array(z.string()).describe('The model ids of the language models that rated, sorted.'),
  })
  .describe('Which judge rated the answers the accuracy figures rest on.');
export type RatedBy = z.infer<typeof RatedBySchema>;

/** Sums the judges of several groups of ratings (engines, days). */
export const addRatedBy = (groups: readonly RatedBy[]): RatedBy => ({
  llm: groups.reduce((n, g) => n + g.llm, 0),
  fact_check: groups.reduce((n, g) => n + g.fact_check, 0),
  unknown: groups.reduce((n, g) => n + g.unknown, 0),
  models: [...new Set(groups.flatMap((g) => g.models))].sort(),
});

export const ratingJudgeLabels = {
  factCheck: 'the fact check',
  unknown: 'an unrecorded judge',
  hint: 'The fact check compares the facts of the expected response (figures, years, names, key terms) with the answer, without a language model; a model judge reads both and decides.',
};

/**
 * The line beside an accuracy figure: "Rated by gpt-4o-mini", "Rated by the fact check", or each judge
 * with its ratings when several rated ("Rated by gpt-4o-mini (12), the fact check (3)"); null without
 * ratings.
 */
export const ratedByNote = (r: RatedBy): string | null => {
  const llm = r.models.length ? r.models.join(', ') : 'a language model';
  const judges: [number, string][] = [
    [r.llm, llm],
    [r.fact_check, ratingJudgeLabels.factCheck],
    [r.unknown, ratingJudgeLabels.unknown],
  ];
  const rated = judges.filter(([n]) => n > 0);
  if (rated.length === 0) return null;
  if (rated.length === 1) return `Rated by ${rated[0][1]}`;
  return `Rated by ${rated.map(([n, who]) => `${who} (${n})`).join(', ')}`;
};
