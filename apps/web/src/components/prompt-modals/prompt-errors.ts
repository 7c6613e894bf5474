// The toast for a failed prompt call: the plan limit gets its own 5 s toast (spec 1 section 8).
import { projectMessages as m, trialMessages } from '@sightline/contracts';
import { ApiRequestError, errorText } from '../../api/client.ts';
import { toast } from '../../lib/toast.ts';

/** True when the error was a plan gate (prompt limit or ended trial) and its toast was shown. */
export const toastPlanGate = (error: unknown): boolean => {
  if (!(error instanceof ApiRequestError) || error.status !== 403) return false;
  if (error.serverMessage === m.promptLimit) {
    toast.long('warning', m.promptLimitTitle, m.promptLimit);
    return true;
  }
  if (error.serverMessage === trialMessages.upgradeRequired) {
    toast.long('info', trialMessages.upgradeRequiredTitle, trialMessages.upgradeRequired);
    return true;
  }
  return false;
};

/** Plan gates get their own toast; anything else shows `title` with the server's message or `fallback`. */
export const toastFailure = (error: unknown, title: string, fallback: string) => {
  if (toastPlanGate(error)) return;
  toast.short('error', title, errorText(error, fallback));
};
