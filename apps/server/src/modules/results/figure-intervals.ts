// The intervals of the figures the replies show, from the sums the roll-ups keep: an average
// position from its count, sum and sum of squares, a rate from its successes and answers.
import { type Ci95, meanCi95 } from '@sightline/contracts';

/** What a roll-up keeps of the positions it sums. */
export interface PositionSums {
  position_sum: number;
  position_count: number;
  position_sq_sum: number;
}

export const NO_POSITIONS: PositionSums = { position_sum: 0, position_count: 0, position_sq_sum: 0 };

/** Positions start at 1: an interval of their mean never reaches below. */
const POSITION_RANGE = [1, Number.POSITIVE_INFINITY] as const;
/** The judge's accuracy scores run from 0 to 10. */
const SCORE_RANGE = [0, 10] as const;

/** What a roll-up keeps of the judge's scores. */
export interface ScoreSums {
  scoreSum: number;
  scoreCount: number;
  scoreSqSum: number;
}

/** What a read keeps of the accuracy ratings (0 wrong, 1 almost, 2 correct). */
export interface RatingSums {
  rating_sum: number;
  rating_count: number;
  rating_sq_sum: number;
}

/** The t interval of an average rating, within 0 to 2. */
export const ratingCi95 = (s: RatingSums): Ci95 =>
  meanCi95({ n: s.rating_count, sum: s.rating_sum, sumSq: s.rating_sq_sum }, [0, 2]);

/** The t interval of an average accuracy score, within 0 to 10. */
export const scoreCi95 = (s: ScoreSums): Ci95 =>
  meanCi95({ n: s.scoreCount, sum: s.scoreSum, sumSq: s.scoreSqSum }, SCORE_RANGE);

/** The t interval of an average position. */
export const positionCi95 = (s: PositionSums): Ci95 =>
  meanCi95({ n: s.position_count, sum: s.position_sum, sumSq: s.position_sq_sum }, POSITION_RANGE);

/** The average position of some sums, one decimal; null when never ranked. */
export const averageOf = (s: PositionSums) =>
  s.position_count ? Math.round((s.position_sum / s.position_count) * 10) / 10 : null;

/** Adds the second's sums into the first. */
export const addPositions = (into: PositionSums, s: PositionSums) => {
  into.position_sum += s.position_sum;
  into.position_count += s.position_count;
  into.position_sq_sum += s.position_sq_sum;
  return into;
};
