// The texts of the intervals on screen: the hover line, the small-sample mark, "within noise", the
// model-change mark and the "How is it calculated?" paragraphs of each kind of figure.
import { SMALL_SAMPLE_N } from './intervals.ts';

/** Which method a figure's interval comes from (the "How is it calculated?" paragraph to show). */
export type IntervalMethod = 'rate' | 'count' | 'shareOfVoice' | 'mean' | 'llmo';

const answers = (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`;

/** The served model of every sandbox answer starts with it ("sandbox-chatgpt-1"). */
export const SANDBOX_MODEL_PREFIX = 'sandbox-';

export const intervalLabels = {
  /** Hover line of a figure: its interval and the answers behind it (`range` already formatted). */
  hover: (range: string, n: number) => `95\u00a0% interval ${range}, from ${answers(n)}`,
  noInterval: (n: number) =>
    n === 0 ? 'No answers behind this figure' : `Too few answers for an interval (${answers(n)})`,
  range: (low: string, high: string) => `${low}–${high}`,
  answers,
  smallSample: 'Small sample',
  smallSampleHint: `Fewer than ${SMALL_SAMPLE_N} answers: read this figure with care.`,
  /** A change whose two periods' intervals overlap, in the words a marketer reads. */
  noClearChange: 'No clear change',
  noClearChangeHint: 'The two periods’ 95\u00a0% intervals overlap, so this change may be chance.',
  /** The hover of "No clear change" with each period's figure and interval, already written. */
  noClearChangeBetween: (current: string, previous: string) =>
    `This period ${current}, previous period ${previous}: the 95\u00a0% intervals overlap, so this change may be chance.`,
  /** A change from nothing (the previous period was empty): "new", never "+100%". */
  newChange: 'New',
  newChangeHint: 'Nothing in the previous period to compare with.',
  band: '95\u00a0% interval',
  modelChanged: (date: string) => `Model changed on ${date}`,
  /** A model change between the sandbox and a live engine: the trend crosses from made-up to measured. */
  simulatedToLive: (date: string) => `Simulated until ${date}, measured after`,
  liveToSimulated: (date: string) => `Measured until ${date}, simulated after`,
  modelChangedDetail: (engine: string, from: string, to: string) => `${engine}: ${from} → ${to}`,
  howCalculated: 'How is it calculated?',
  /** Shared paragraph: what the interval and n are. */
  intervalIntro: `Every figure comes with the number of answers behind it (n) and a 95\u00a0% interval: the range the figure would fall in 95 times out of 100 if the engines were asked again as often. Figures from fewer than ${SMALL_SAMPLE_N} answers are marked as small samples. A trend arrow is shown only when the two periods’ intervals do not overlap; otherwise it reads “no clear change”. A figure with nothing in the previous period reads “new”, never “+100\u00a0%”.`,
  methods: {
    rate: 'Rates (mention rate, share of correct answers): Wilson score interval of the share, which stays within 0–100\u00a0% and is not zero-width when every answer or none agrees.',
    count:
      'Mention counts: the Wilson interval of the mention rate among the n answers, multiplied by n — how many of those answers could have mentioned the brand at the engines’ true rate.',
    shareOfVoice:
      'Share of voice: Wilson interval of the entity’s share of all entity mentions; n is the number of mentions counted.',
    mean: 'Averages (position, accuracy score, rating): Student’s t interval, mean ± t × s ÷ √n, from the count, sum and sum of squares of the values, kept within the scale (positions from 1, scores 0–10). Fewer than two values give no interval.',
    llmo: 'LLMO score: each provider’s position score is an average over its answers; the adoption-weighted sum of these averages gets a t interval from the weighted variances (Welch–Satterthwaite degrees of freedom), kept within 0–100. No interval when a provider has fewer than two answers.',
  } satisfies Record<IntervalMethod, string>,
} as const;
