import type { Queryable } from '../../db/database.ts';
export declare const lockPromptQuota: (
  q: Queryable,
  ownerId: number,
) => Promise<{
  total: number;
  used: number;
  /** Throws 'Prompt Limit Reached' when adding `count` more prompts would go past the plan. */
  assertRoomFor(count: number): void;
}>;
