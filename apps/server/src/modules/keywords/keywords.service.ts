// Keyword analyses of the signed-in user: each is its owner's alone (another user's is a 404). A new
// analysis, or a refresh of a completed one, takes one of the month's keyword analyses from the plan
// in the transaction that creates or restarts it; retrying a failed one takes none.
import { type KeywordExecutionCreate, keywordMessages as m } from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { accountOf, billingOwnerOf, type Limits } from '../subscription/limits.ts';
import { normalizeWebsiteUrl } from '../website/normalize-url.ts';
import type { KeywordJobs } from './keyword-jobs.ts';
import { presentKeywordExecution, presentKeywordResult } from './keywords.presenter.ts';
import { keywordRepo } from './keywords.repo.ts';

/** The website as the form's field: the analyzer's URL rules, reported under `website`. */
const checkWebsite = (website: string) => {
  try {
    normalizeWebsiteUrl(website);
  } catch (err) {
    if (err instanceof HttpError) throw fieldError('website', err.message);
    throw err;
  }
};

export const createKeywordService = (deps: {
  db: Database;
  clock: Clock;
  limits: Limits;
  jobs: () => KeywordJobs;
}) => {
  const { db, clock, limits } = deps;

  const requireOwn = async (userId: number, uuid: string) => {
    const execution = await keywordRepo.ofUser(db, userId, uuid);
    if (!execution) throw notFound(m.notFound);
    return execution;
  };

  return {
    async list(userId: number) {
      return (await keywordRepo.listForUser(db, userId)).map(presentKeywordExecution);
    },

    async summary(userId: number) {
      const owner = await billingOwnerOf(db, userId);
      const account = await accountOf(db, owner, clock.now());
      return {
        remaining_executions: await limits.remainingExecutions(db, owner, 'keyword_analysis'),
        monthly_executions: account.limits.executions.keyword_analysis,
      };
    },

    async get(userId: number, uuid: string) {
      return presentKeywordExecution(await requireOwn(userId, uuid));
    },

    /** The prompts of the analysis' last completed run; none while it runs or after it failed. */
    async results(userId: number, uuid: string) {
      const execution = await requireOwn(userId, uuid);
      if (execution.status !== 'completed') return { results: [] };
      const rows = await keywordRepo.prompts(db, execution.id, execution.run);
      return { results: rows.map(presentKeywordResult) };
    },

    async create(userId: number, input: KeywordExecutionCreate) {
      checkWebsite(input.website);
      const execution = await db.tx(async (q) => {
        await limits.takeExecution(q, await billingOwnerOf(q, userId), 'keyword_analysis');
        return keywordRepo.insert(q, { userId, ...input, createdAt: clock.now() });
      });
      await deps.jobs().start(execution);
      return presentKeywordExecution(execution);
    },

    /** Runs the analysis again with its own title, website, keywords, country and language. */
    async refresh(userId: number, uuid: string) {
      const execution = await db.tx(async (q) => {
        const current = await keywordRepo.ofUser(q, userId, uuid, true);
        if (!current) throw notFound(m.notFound);
        if (current.status === 'pending' || current.status === 'running') throw conflict(m.stillRunning);
        if (current.status === 'completed')
          await limits.takeExecution(q, await billingOwnerOf(q, userId), 'keyword_analysis');
        return keywordRepo.restart(q, current.id);
      });
      await deps.jobs().start(execution);
      return presentKeywordExecution(execution);
    },
  };
};

export type KeywordService = ReturnType<typeof createKeywordService>;
