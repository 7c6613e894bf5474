// A recommendation run as one job, idempotent and retried: read the brand's latest answers, apply the
// evidence rules, write the content (the model's prose when one is configured, the templates
// otherwise or when it fails) and complete the run in one statement. A job of a superseded run
// (a retry started the next) or of a finished one does nothing; a run without evidence fails at
// once with the reason, and the last failed try of any other error fails it with the generic one.
import { recommendationMessages } from '@sightline/contracts';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { JobDefinition, JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { proseSlots, type RecommendationProseWriter } from './llm-recommendations.ts';
import { NoEvidenceError, writeContent } from './recommendation-content.ts';
import { recommendationRepo as repo } from './recommendations.repo.ts';

const RunPayload = z.object({ recommendationId: z.number().int(), run: z.number().int() });
type RunPayload = z.infer<typeof RunPayload>;

/** Tries of a run before it is marked failed. */
const RECOMMENDATION_ATTEMPTS = 3;
const LLM_TIMEOUT_MS = 90_000;

export interface RecommendationJobDeps {
  db: Database;
  queue: () => JobQueue;
  clock: Clock;
  /** Writes the prose when a model is configured; the templates' wording otherwise and on failure. */
  prose: RecommendationProseWriter | undefined;
  log: (msg: string, extra?: Record<string, unknown>) => void;
}

export const createRecommendationJobs = (deps: RecommendationJobDeps) => {
  const { db, clock } = deps;

  const generate = async ({ recommendationId, run }: RunPayload) => {
    const attempts = await repo.startTry(db, recommendationId, run);
    if (attempts === null) return;
    const fail = (message: string) => repo.fail(db, recommendationId, run, message, clock.now());
    // A try beyond the last (a worker died during it) only records the failure.
    if (attempts > RECOMMENDATION_ATTEMPTS) return fail(recommendationMessages.defaultError);
    try {
      const rec = (await repo.recommendation(db, recommendationId))!;
      const project = await repo.brandOf(db, rec.project_id);
      const [latest, previous] = await repo.completedExecutions(db, rec.project_id);
      const [current, before] = await Promise.all([
        repo.answerFacts(db, latest ? [latest.id] : []),
        repo.answerFacts(db, previous ? [previous.id] : []),
      ]);
      const brand = project.entity_name;
      const written = writeContent({
        type: rec.type,
        brand,
        website: project.website,
        current,
        previous: before,
        promptId: rec.prompt_id,
      });
      let content = written.content;
      let generatedBy: 'llm' | 'template' = 'template';
      // Cited posts alone have no prose to reword.
      if (deps.prose && proseSlots(content).length > 0) {
        try {
          content = await deps.prose({ brand, content }, { signal: AbortSignal.timeout(LLM_TIMEOUT_MS) });
          generatedBy = 'llm';
        } catch (err) {
          deps.log('recommendation prose: model failed, templates used', {
            recommendationId,
            err: String(err),
          });
        }
      }
      await repo.complete(db, recommendationId, run, {
        content,
        count: written.count,
        generatedBy,
        targets: rec.prompt_id !== null ? [rec.prompt_id] : written.targetPromptIds,
        at: clock.now(),
      });
    } catch (err) {
      if (err instanceof NoEvidenceError) return fail(err.message);
      deps.log('recommendation run failed', { recommendationId, run, attempts, err: String(err) });
      if (attempts < RECOMMENDATION_ATTEMPTS) throw err;
      await fail(recommendationMessages.defaultError);
    }
  };

  const generateJob: JobDefinition<typeof RunPayload> = {
    name: 'recommendations.generate',
    payload: RunPayload,
    retryLimit: RECOMMENDATION_ATTEMPTS,
    retryDelay: 10,
    concurrency: 2,
    handle: generate,
  };

  return {
    generateJob,
    start: (rec: { id: number; run: number }) =>
      deps.queue().send(generateJob, { recommendationId: rec.id, run: rec.run }),
    /** At worker start: carries on with the runs a previous process left in flight. */
    async resumeInFlight() {
      const inFlight = await repo.inFlight(db);
      for (const r of inFlight) await deps.queue().send(generateJob, { recommendationId: r.id, run: r.run });
      return inFlight.length;
    },
    all: [generateJob],
  };
};

export type RecommendationJobs = ReturnType<typeof createRecommendationJobs>;
