// The one limit service: every route that creates something asks it, on the server, whether the
// account may write and whether its plan has room (prompts, team members, executions of the month).
// A limit is checked under the owner's subscription row lock, in the transaction that then writes,
// so concurrent requests cannot both take the last place.
import {
  billingMessages,
  type ExecutionKind,
  projectMessages,
  type ReadOnlyAction,
  readOnlyMessage,
} from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { forbidden } from '../../lib/http-error.ts';
import { type AccountState, accountState, roomLeft } from './account-state.ts';
import { subscriptionRepo } from './subscription.repo.ts';

/**
 * Whose subscription pays for a user's work. Today every user is their own billing owner; a team
 * member of a shared subscription (issue 14) will resolve to the subscription's owner here, and every
 * limit follows.
 */
const billingOwnerOf = async (_q: Queryable, userId: number): Promise<number> => userId;

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** The billing owner's state at `now`, unlocked: for replies and the scheduler's pause. */
export const accountOf = async (q: Queryable, ownerId: number, now: Date): Promise<AccountState> =>
  accountState(await subscriptionRepo.ofOwner(q, ownerId), now);

export const createLimits = (deps: { clock: Clock }) => {
  const { clock } = deps;

  const readOnly = (state: AccountState, action: ReadOnlyAction) =>
    forbidden(readOnlyMessage(action, state.reason), 'trial_expired');

  const stateOf = async (q: Queryable, ownerId: number, lock: boolean) => {
    const sub = await subscriptionRepo.ofOwner(q, ownerId, lock);
    return { sub, state: accountState(sub, clock.now()) };
  };

  return {
    /** Refuses a write of a read-only account with the upgrade message of `action`. */
    async requireWritable(q: Queryable, userId: number, action: ReadOnlyAction) {
      const { state } = await stateOf(q, await billingOwnerOf(q, userId), false);
      if (state.access === 'read_only') throw readOnly(state, action);
    },

    /**
     * Locks the owner's prompt allowance. A downgrade below current usage keeps every prompt and
     * refuses new ones until usage fits; a read-only owner's brands take none.
     */
    async lockPrompts(q: Queryable, ownerId: number) {
      const { state } = await stateOf(q, ownerId, true);
      // Counted after the lock: under READ COMMITTED it then sees prompts committed while we waited.
      const used = await subscriptionRepo.promptsUsed(q, ownerId);
      return {
        total: state.limits.prompts,
        used,
        /** Throws when adding `count` prompts is not allowed. */
        assertRoomFor(count: number) {
          if (count <= 0) return;
          if (state.access === 'read_only') throw readOnly(state, 'prompts');
          if (used + count > state.limits.prompts)
            throw forbidden(projectMessages.promptLimit, 'prompt_limit_reached');
        },
      };
    },

    /** Locks the owner's team and refuses a new member beyond the plan's figure. */
    async requireMemberSlot(q: Queryable, ownerId: number) {
      const { sub, state } = await stateOf(q, ownerId, true);
      if (state.access === 'read_only') throw readOnly(state, 'changes');
      const used = sub ? await subscriptionRepo.membersUsed(q, sub.id) : 0;
      if (roomLeft(state.limits.members, used) < 1)
        throw forbidden(billingMessages.memberLimit, 'member_limit_reached');
    },

    /**
     * Takes one keyword analysis or recommendation run of the owner's month, or refuses it. Called in
     * the transaction that creates the execution, so a refused or failed create counts nothing.
     */
    async takeExecution(q: Queryable, ownerId: number, kind: ExecutionKind) {
      const { state } = await stateOf(q, ownerId, true);
      if (state.access === 'read_only')
        throw readOnly(state, kind === 'keyword_analysis' ? 'analyses' : 'recommendations');
      const now = clock.now();
      const used = await subscriptionRepo.executionsUsed(q, ownerId, kind, monthStart(now));
      if (roomLeft(state.limits.executions[kind], used) < 1)
        throw forbidden(billingMessages.noExecutions, 'execution_limit_reached');
      await subscriptionRepo.recordExecution(q, ownerId, kind, now);
    },

    /** Executions of `kind` left this month (null: no limit); 0 when read-only. */
    async remainingExecutions(q: Queryable, ownerId: number, kind: ExecutionKind) {
      const { state } = await stateOf(q, ownerId, false);
      if (state.access === 'read_only') return 0;
      const limit = state.limits.executions[kind];
      if (limit === null) return null;
      return roomLeft(
        limit,
        await subscriptionRepo.executionsUsed(q, ownerId, kind, monthStart(clock.now())),
      );
    },
  };
};

export type Limits = ReturnType<typeof createLimits>;
