// Colours and labels of accuracy prompts: the overall status tag from the server's `status`, and the
// per-provider rating badge (2 correct, 1 almost correct, 0 wrong).
import { queryResultsLabels as l, type QuestionQueryResult } from '@sightline/contracts';

export const STATUS_COLORS: Record<QuestionQueryResult['status'], string> = {
  Correct: 'green',
  'Almost all correct': 'yellow',
  'Incorrect response': 'red',
  'No data': 'gray',
};

const RATING_COLORS: Record<number, string> = { 2: 'green', 1: 'yellow', 0: 'red' };

export interface RatingMeta {
  label: string;
  color: string;
}

/** Ratings are averaged over several requests: round to the nearest of 0, 1, 2. */
export const ratingMeta = (rating: number | null | undefined): RatingMeta => {
  if (rating === null || rating === undefined || Number.isNaN(rating))
    return { label: l.noRating, color: 'gray' };
  const rounded = Math.min(2, Math.max(0, Math.round(rating)));
  return { label: l.ratings[rounded], color: RATING_COLORS[rounded] };
};
