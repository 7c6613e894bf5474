// Where the recommendation screens live and how they are asked for a run or the form.
import type { RecommendationExecution, RecommendationScope } from '@sightline/contracts';

/** The run a scope screen shows (`?run=<id>`). */
export const RUN_PARAM = 'run';
/** Opens a scope screen on the new-recommendation form (`?new=1`, from the index). */
export const NEW_PARAM = 'new';

export const STATUS_COLORS = {
  pending: 'gray',
  running: 'blue',
  completed: 'teal',
  failed: 'red',
} as const satisfies Record<RecommendationExecution['status'], string>;

export const scopePath = (scope: RecommendationScope, ref: string) =>
  `/recommendations/${scope}/${encodeURIComponent(ref)}`;

/** A run on its own screen (it opens on its scope's screen). */
export const recommendationRunPath = (id: string) => `/recommendations/${encodeURIComponent(id)}`;
