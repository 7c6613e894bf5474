// The one limit service: every route that creates something asks it, on the server, whether the
// account may write and whether its plan has room (prompts, team members, executions of the month).
// A limit is checked under the owner's subscription row lock, in the transaction that then writes,
// so concurrent requests cannot both take the last place.
import {
  billingMessages,
  type ExecutionKind,
  projectMessages,
  type ReadOnlyAccount,
  type ReadOnlyAction,
  readOnlyMessage,
  sharedReadOnlyMessage,
} from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { forbidden } from '../../lib/http-error.ts';
import { type AccountState, accountState, roomLeft } from './account-state.ts';
import { subscriptionRepo } from './subscription.repo.ts';

/**
 * Whose subscription pays for a user's work: their team owner's when they accepted a share of a
 * subscription, else their own. Every limit and the read-only rule follow it.
 */
export const billingOwnerOf = async (q: Queryable, userId: number): Promise<number> =>
  (await subscriptionRepo.teamOwnerOf(q, userId)) ?? userId;

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** The state of the plan a user works under at `now`, unlocked: for replies and the scheduler's pause. */
export const accountOf = async (q: Queryable, userId: number, now: Date): Promise<AccountState> =>
  accountState(await subscriptionRepo.ofOwner(q, await billingOwnerOf(q, userId)), now);

export const createLimits = (deps: { clock: Clock }) => {
  const { clock } = deps;

  const readOnly = (state: AccountState, action: ReadOnlyAction, account: ReadOnlyAccount = 'own') =>
    forbidden(
      account === 'own' ? readOnlyMessage(action, state.reason) : sharedReadOnlyMessage(action, account),
      'trial_expired',
    );

  const stateOf = async (q: Queryable, ownerId: number, lock: boolean) => {
    const sub = await subscriptionRepo.ofOwner(q, ownerId, lock);
    return { sub, state: accountState(sub, clock.now()) };
  };

  return {
    /**
     * Refuses a write when the plan `userId` works under is read-only, with the upgrade message of
     * `action`. `callerId`: who asked, when the write is on another user's brand (its owner's plan
     * decides, and the message says so).
     */
    async requireWritable(q: Queryable, userId: number, action: ReadOnlyAction, callerId = userId) {
      const owner = await billingOwnerOf(q, userId);
      const { state } = await stateOf(q, owner, false);
      if (state.access !== 'read_only') return;
      throw readOnly(state, action, owner === callerId ? 'own' : userId === callerId ? 'team' : 'brand');
    },

    /**
     * Locks the owner's prompt allowance. A downgrade below current usage keeps every prompt and
     * refuses new ones until usage fits; a read-only owner's brands take none.
     */
    async lockPrompts(q: Queryable, brandOwnerId: number) {
      const owner = await billingOwnerOf(q, brandOwnerId);
      const { state } = await stateOf(q, owner, true);
      // Counted after the lock: under READ COMMITTED it then sees prompts committed while we waited.
      const used = await subscriptionRepo.promptsUsed(q, owner);
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
      const used = sub ? await subscriptionRepo.membersUsed(q, sub.id, clock.now()) : 0;
      if (roomLeft(state.limits.members, used) < 1)
        throw forbidden(billingMessages.memberLimit, 'member_limit_reached');
    },

    /**
     * Takes one keyword analysis or recommendation run of the owner's month, or refuses it. Called in
     * the transaction that creates the execution, so a refused or failed create counts nothing.
     */
    async takeExecution(q: Queryable, userId: number, kind: ExecutionKind) {
      const ownerId = await billingOwnerOf(q, userId);
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
    async remainingExecutions(q: Queryable, userId: number, kind: ExecutionKind) {
      const ownerId = await billingOwnerOf(q, userId);
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
