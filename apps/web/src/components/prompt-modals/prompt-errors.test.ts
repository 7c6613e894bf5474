import { projectMessages, trialMessages } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/client.ts';
import { planGateToast } from './prompt-errors.ts';

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
