// Adaptive sampling as the API shows it: per report the extra answers budgeted and spent, per
// prompt x engine cell the samples asked, the answers achieved (n) and the brand-mention interval.
import { z } from './zod-setup.ts';

/**
 * Why a cell has the samples it has:
 * - collecting: answers are still coming (an extra sample may follow);
 * - target: its mention interval reached the target width;
 * - max_samples: it was asked the most a cell may be (or the fixed number, without adaptive sampling);
 * - budget: it was still too wide when the report's extra budget ran out;
 * - no_answers: no sample was answered, so there was nothing to narrow.
 */
const SAMPLING_STOPS = ['collecting', 'target', 'max_samples', 'budget', 'no_answers'] as const;
export type SamplingStop = (typeof SAMPLING_STOPS)[number];

const SamplingCellSchema = z.object({
  query_id: z.number().int(),
  provider: z.string(),
  /** Samples asked, failed ones included. */
  asked: z.number().int(),
  /** Samples beyond the base ones. */
  extra: z.number().int(),
  /** Answered samples: the n of the interval (no answer and failed ones are left out). */
  n: z.number().int(),
  mentions: z.number().int(),
  /** 95 % Wilson interval of the brand-mention rate, 0 to 1. */
  mention_low: z.number(),
  mention_high: z.number(),
  stop: z.enum(SAMPLING_STOPS),
});

/** The plan of one report execution and what it spent. */
export const SamplingTotalsSchema = z.object({
  adaptive: z.boolean(),
  base_samples: z.number().int(),
  max_samples: z.number().int(),
  /** Interval width at which a cell stops; null without adaptive sampling. */
  target_width: z.number().nullable(),
  extra_budget: z.number().int(),
  extra_spent: z.number().int(),
});
export type SamplingTotals = z.infer<typeof SamplingTotalsSchema>;

/** Ranking prompt cells only: an accuracy question names the brand, so its mention rate says nothing. */
export const ExecutionSamplingSchema = SamplingTotalsSchema.extend({ cells: z.array(SamplingCellSchema) });
export type ExecutionSampling = z.infer<typeof ExecutionSamplingSchema>;

export const samplingLabels = {
  extraAnswers: 'Extra answers',
  extraAnswersHint:
    'Answers asked beyond the base samples, where a prompt and engine gave mixed results, out of the report’s budget.',
  spentOfBudget: (spent: number, budget: number) => `${spent} of ${budget}`,
  fixed: 'Fixed',
  sheetTitle: 'Sampling',
  summary: (t: { base_samples: number; max_samples: number; target_width: number | null }) =>
    t.target_width === null
      ? `Every prompt was asked ${t.base_samples} ${t.base_samples === 1 ? 'time' : 'times'} on every engine.`
      : `Every prompt was asked ${t.base_samples} times on every engine, and again, up to ${t.max_samples} times, while the 95\u00a0% interval of the brand’s mention rate was wider than ${Math.round(t.target_width * 100)} points.`,
  spent: (spent: number, budget: number) =>
    `${spent} extra ${spent === 1 ? 'answer' : 'answers'} spent of a budget of ${budget}.`,
  noneSpent: 'No extra answers were needed: the engines answered consistently.',
  whereSpent: 'Where the extra answers went',
  prompt: 'Prompt',
  provider: 'Provider',
  answers: 'Answers',
  nOfAsked: (n: number, asked: number) => (n === asked ? `${n}` : `${n} of ${asked}`),
  stopReason: 'Stopped at',
  answersHint: 'Answers behind the figure: samples the engine answered (failed and empty ones are left out).',
  mentionRate: 'Mention rate (95\u00a0% interval)',
  interval: (low: number, high: number) => `${Math.round(low * 100)}–${Math.round(high * 100)}\u00a0%`,
  extra: (n: number) => `+${n}`,
  stops: {
    collecting: 'Collecting',
    target: 'Target reached',
    max_samples: 'Maximum reached',
    budget: 'Budget ran out',
    no_answers: 'No answers',
  } satisfies Record<SamplingStop, string>,
} as const;
