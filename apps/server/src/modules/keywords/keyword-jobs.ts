// A keyword analysis as two jobs, each idempotent and retried on its own: generate (read the website,
// write the prompts of each keyword, store them once per run) and volumes (ask the volume provider,
// store the figures and complete the analysis). A job of a superseded run, or of a finished one, does
// nothing; the last failed try of a step marks the analysis failed with the reason the user sees.
import { keywordMessages, splitKeywords } from '@sightline/contracts';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { JobDefinition, JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AnalyzeWebsiteDeps, readSite } from '../website/analyze-website.ts';
import { siteTextFor } from '../website/llm-prompt-generator.ts';
import { normalizeWebsiteUrl } from '../website/normalize-url.ts';
import { noMonths, volumeKeyword } from './keyword-math.ts';
import { type KeywordPrompt, siteHintsOf, writeKeywordPrompts } from './keyword-prompts.ts';
import { type KeywordExecutionRow, keywordRepo } from './keywords.repo.ts';
import type { KeywordPromptWriter } from './llm-keyword-prompts.ts';
import type { KeywordVolumeProvider } from './volume-provider.ts';

const RunPayload = z.object({ executionId: z.number().int(), run: z.number().int() });
type RunPayload = z.infer<typeof RunPayload>;

/** Tries of each step before the analysis is marked failed. */
export const KEYWORD_STEP_ATTEMPTS = 3;
const SITE_BUDGET_MS = 15_000;
const LLM_TIMEOUT_MS = 60_000;
const VOLUMES_TIMEOUT_MS = 90_000;

export interface KeywordJobDeps {
  db: Database;
  queue: () => JobQueue;
  clock: Clock;
  volumes: KeywordVolumeProvider;
  /** Writes the prompts when a model is configured; the deterministic generator otherwise and on failure. */
  writer: KeywordPromptWriter | undefined;
  site: Pick<AnalyzeWebsiteDeps, 'allowLoopback' | 'resolve'>;
  log: (msg: string, extra?: Record<string, unknown>) => void;
}

export const createKeywordJobs = (deps: KeywordJobDeps) => {
  const { db, clock } = deps;

  /**
   * Runs one try of a step: counts it, and turns the failure of the last try into a failed analysis
   * with `reason`. Earlier failures are thrown, so the queue tries again after its delay.
   */
  const step = async (
    { executionId, run }: RunPayload,
    reason: string,
    body: (execution: KeywordExecutionRow) => Promise<void>,
  ) => {
    const attempts = await keywordRepo.startStep(db, executionId, run);
    if (attempts === null) return;
    // A try beyond the last (a worker died during it) only records the failure.
    if (attempts > KEYWORD_STEP_ATTEMPTS) return keywordRepo.fail(db, executionId, run, reason, clock.now());
    const execution = (await keywordRepo.byId(db, executionId))!;
    try {
      await body(execution);
    } catch (err) {
      deps.log('keyword analysis step failed', { executionId, run, attempts, err: String(err) });
      if (attempts < KEYWORD_STEP_ATTEMPTS) throw err;
      await keywordRepo.fail(db, executionId, run, reason, clock.now());
    }
  };

  /** The website's facts and text, or nothing when it cannot be read (the keywords alone then). */
  const readWebsite = async (execution: KeywordExecutionRow) => {
    try {
      const target = normalizeWebsiteUrl(execution.website);
      const reading = await readSite(
        target,
        '',
        deps.site,
        Date.now() + SITE_BUDGET_MS,
        AbortSignal.timeout(SITE_BUDGET_MS),
      );
      const ctx = { entityName: '', entityLocation: '', domain: target.domain, ...reading };
      return { hints: siteHintsOf(reading.facts), text: siteTextFor(ctx) };
    } catch (err) {
      deps.log('keyword analysis: website not read', { website: execution.website, err: String(err) });
      return { hints: null, text: '' };
    }
  };

  const writePrompts = async (execution: KeywordExecutionRow): Promise<KeywordPrompt[]> => {
    const keywords = splitKeywords(execution.keywords);
    const market = { country: execution.country, language: execution.language };
    const site = await readWebsite(execution);
    if (deps.writer) {
      try {
        const prompts = await deps.writer(
          { keywords, market, site: site.hints, siteText: site.text },
          { signal: AbortSignal.timeout(LLM_TIMEOUT_MS) },
        );
        if (prompts.length > 0) return prompts;
      } catch (err) {
        deps.log('keyword prompts: model failed, deterministic generator used', { err: String(err) });
      }
    }
    return writeKeywordPrompts(keywords, market, site.hints);
  };

  const volumesJob: JobDefinition<typeof RunPayload> = {
    name: 'keywords.execution.volumes',
    payload: RunPayload,
    retryLimit: KEYWORD_STEP_ATTEMPTS,
    retryDelay: 10,
    concurrency: 2,
    handle: (payload) =>
      step(payload, keywordMessages.volumesFailed, async (execution) => {
        const prompts = await keywordRepo.prompts(db, execution.id, payload.run);
        const phrases = [...new Set(prompts.map((p) => volumeKeyword(p.query)).filter((p) => p !== null))];
        const figures = await deps.volumes.volumes(
          phrases,
          { country: execution.country, language: execution.language },
          AbortSignal.timeout(VOLUMES_TIMEOUT_MS),
        );
        const simulated = deps.volumes.simulated;
        await db.tx(async (q) => {
          if (!(await keywordRepo.isInFlight(q, execution.id, payload.run))) return;
          await keywordRepo.saveVolumes(
            q,
            execution.id,
            payload.run,
            prompts.map((p) => {
              const phrase = volumeKeyword(p.query);
              const measured = phrase === null ? undefined : figures.get(phrase);
              return {
                position: p.position,
                volume: measured?.volume ?? null,
                monthly: measured?.monthly ?? noMonths(),
                simulated,
              };
            }),
          );
          await keywordRepo.complete(q, execution.id, payload.run, simulated, clock.now());
        });
      }),
  };

  const generateJob: JobDefinition<typeof RunPayload> = {
    name: 'keywords.execution.generate',
    payload: RunPayload,
    retryLimit: KEYWORD_STEP_ATTEMPTS,
    retryDelay: 10,
    concurrency: 2,
    handle: (payload) =>
      step(payload, keywordMessages.analysisError, async (execution) => {
        // A repeated step (a retry, a restart) finds the run's prompts and only moves on.
        if ((await keywordRepo.prompts(db, execution.id, payload.run)).length === 0) {
          const prompts = await writePrompts(execution);
          await db.tx(async (q) => {
            if (!(await keywordRepo.isInFlight(q, execution.id, payload.run))) return;
            await keywordRepo.savePrompts(q, execution.id, payload.run, prompts);
          });
        }
        await deps.queue().send(volumesJob, payload);
      }),
  };

  return {
    generateJob,
    volumesJob,
    /** Starts a run of an analysis. */
    start: (execution: { id: number; run: number }) =>
      deps.queue().send(generateJob, { executionId: execution.id, run: execution.run }),
    /** At worker start: carries on with the analyses a previous process left in flight. */
    async resumeInFlight() {
      const inFlight = await keywordRepo.inFlight(db);
      for (const e of inFlight) await deps.queue().send(generateJob, { executionId: e.id, run: e.run });
      return inFlight.length;
    },
    all: [generateJob, volumesJob],
  };
};

export type KeywordJobs = ReturnType<typeof createKeywordJobs>;
