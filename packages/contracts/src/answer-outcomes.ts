// What an aggregate leaves out (issue 25): an answer that came back empty, refused (declined to
// recommend, could not browse, had no information) or failed says nothing about the brand, so it
// enters no denominator. Aggregate replies count them beside the figures, and the screens say so
// ("3 of 24 answers refused").
import { z } from './zod-setup.ts';

/**
 * A listed answer's outcome (not in the spec, so optional): answered (it counts), empty or refused
 * (listed, but left out of every figure).
 */
const ANSWER_STATUSES = ['answered', 'empty', 'refused'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];
export const AnswerStatusShape = {
  answer_status: z
    .enum(ANSWER_STATUSES)
    .optional()
    .describe('answered: counted in the figures; empty or refused: listed, but left out of every figure.'),
};

const count = (description: string) => z.number().int().min(0).describe(description);

/** The four counts, to spread into an aggregate reply. */
export const AnswerOutcomesSchema = z.object({
  answers_counted: count(
    'Answers the figures rest on: answered answers, the denominators of mention rate, average position, share of voice and accuracy.',
  ),
  answers_empty: count('Answers that came back without text (left out of every denominator).'),
  answers_refused: count(
    'Answers in which the engine declined to recommend, could not browse or had no information (left out of every denominator).',
  ),
  answers_failed: count('Answers that failed for good after their retries (left out of every denominator).'),
  answers_simulated: count(
    'Of the answers counted, those the sandbox simulated (engines without credentials): figures resting on them are not measured.',
  ),
});
export type AnswerOutcomes = z.infer<typeof AnswerOutcomesSchema>;

/** What a figure rests on, measured or simulated, where the left-out answers are not counted apart. */
export const AnswerProvenanceSchema = AnswerOutcomesSchema.pick({
  answers_counted: true,
  answers_simulated: true,
});
export type AnswerProvenance = z.infer<typeof AnswerProvenanceSchema>;

export const NO_ANSWER_OUTCOMES: AnswerOutcomes = {
  answers_counted: 0,
  answers_empty: 0,
  answers_refused: 0,
  answers_failed: 0,
  answers_simulated: 0,
};

/** Every answer asked, counted or not. */
const answersAsked = (o: AnswerOutcomes) =>
  o.answers_counted + o.answers_empty + o.answers_refused + o.answers_failed;

/**
 * The note shown beside a figure when some answers were left out ("3 of 24 answers refused, 1
 * failed"); null when every answer counted.
 */
export const answerOutcomesNote = (o: AnswerOutcomes): string | null => {
  const left: [number, string][] = [
    [o.answers_refused, 'refused'],
    [o.answers_empty, 'empty'],
    [o.answers_failed, 'failed'],
  ];
  const parts = left.filter(([n]) => n > 0);
  if (parts.length === 0) return null;
  const asked = answersAsked(o);
  const [[n, what], ...rest] = parts;
  const head = `${n} of ${asked} ${asked === 1 ? 'answer' : 'answers'} ${what}`;
  return [head, ...rest.map(([m, w]) => `${m} ${w}`)].join(', ');
};

/** The note beside a figure resting wholly or partly on sandbox answers; null when none is simulated. */
export const simulatedAnswersNote = (o: AnswerProvenance): string | null => {
  if (o.answers_simulated === 0) return null;
  return o.answers_simulated === o.answers_counted
    ? `Simulated: all ${o.answers_counted} ${o.answers_counted === 1 ? 'answer' : 'answers'} from the sandbox`
    : `Partly simulated: ${o.answers_simulated} of ${o.answers_counted} answers from the sandbox`;
};

/** The marker of a figure too small for the note (a table cell): "Simulated", or its share when mixed. */
export const simulatedShareLabel = (o: AnswerProvenance): string | null => {
  if (o.answers_simulated === 0) return null;
  if (o.answers_simulated === o.answers_counted) return 'Simulated';
  return `${Math.round((100 * o.answers_simulated) / o.answers_counted)} % simulated`;
};

export const answerOutcomesLabels = {
  simulatedHint:
    'Sandbox answers are made up for demonstration: the figure is not a measurement of the AI engines.',
  /** The badge of a listed answer that refused (an empty one reads "The engine gave no answer"). */
  refused: 'Refused',
  /** Why the note is there, as its tooltip. */
  hint: 'Answers that refused, came back empty or failed say nothing about the brand: they are left out of every figure.',
};
