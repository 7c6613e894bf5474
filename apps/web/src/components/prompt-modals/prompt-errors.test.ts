import { projectMessages, promptFailedToasts, promptStoreErrors, trialMessages } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/client.ts';
import { planGateToast, promptFailureTexts } from './prompt-errors.ts';

const refused = (code: string, message: string) =>
  new ApiRequestError(403, { code, message, detail: message, error: message }, 'Forbidden');

describe('planGateToast', () => {
  it('tells the plan gates apart by code, whatever the message says', () => {
    expect(planGateToast(refused('prompt_limit_reached', 'Reworded limit text'))).toEqual({
      kind: 'warning',
      title: projectMessages.promptLimitTitle,
      message: projectMessages.promptLimit,
    });
    // A read-only refusal shows the server's text: it names what was refused (brands, prompts, runs).
    expect(
      planGateToast(
        refused('trial_expired', 'Your trial has ended. Please upgrade your plan to run reports.'),
      ),
    ).toEqual({
      kind: 'info',
      title: trialMessages.upgradeRequiredTitle,
      message: 'Your trial has ended. Please upgrade your plan to run reports.',
    });
  });

  it('leaves other refusals to the ordinary error toast, even with a gate message', () => {
    expect(planGateToast(refused('forbidden', projectMessages.promptLimit))).toBeNull();
    expect(planGateToast(new Error(trialMessages.upgradeRequired))).toBeNull();
  });
});

describe('promptFailureTexts', () => {
  it("titles the toast with spec 2's words and falls back to spec 1's store error", () => {
    expect(promptFailureTexts('ranking', 'add')).toEqual({
      title: 'Failed to add ranking prompt. Please try again.',
      fallback: 'Failed to create ranking prompt',
    });
    expect(promptFailureTexts('accuracy', 'delete')).toEqual({
      title: promptFailedToasts.accuracy.delete,
      fallback: 'Failed to delete accuracy prompt',
    });
    expect(promptStoreErrors.accuracy.add).toBe('Failed to create accuracy prompt');
    // Spec 1 names no update error: the title is the text too.
    expect(promptFailureTexts('ranking', 'update')).toEqual({
      title: promptFailedToasts.ranking.update,
      fallback: promptFailedToasts.ranking.update,
    });
  });
});
