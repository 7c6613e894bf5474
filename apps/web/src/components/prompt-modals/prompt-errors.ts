// The toast for a failed prompt call: the plan limit gets its own 5 s toast (spec 1 section 8).
import {
  projectMessages as m,
  type PromptFamily,
  promptFailedToasts,
  promptStoreErrors,
  trialMessages,
} from '@sightline/contracts';
import { errorText, hasErrorCode } from '../../api/client.ts';
import { toast } from '../../lib/toast.ts';

/** The plan gate a failed call ran into (prompt limit or ended trial), as its toast; else null. */
export const planGateToast = (error: unknown) => {
  if (hasErrorCode(error, 'prompt_limit_reached'))
    return { kind: 'warning', title: m.promptLimitTitle, message: m.promptLimit } as const;
  // The server names what the read-only account was refused (brands, prompts, runs…).
  if (hasErrorCode(error, 'trial_expired'))
    return {
      kind: 'info',
      title: trialMessages.upgradeRequiredTitle,
      message: errorText(error, trialMessages.upgradeRequired),
    } as const;
  return null;
};

/**
 * A failed prompt call's toast: spec 2's title ("Failed to add ranking prompt. Please try again.") over
 * the server's message, else spec 1's store error ("Failed to create ranking prompt"); an update has
 * no store error of its own, so its title is its text too.
 */
export const promptFailureTexts = (family: PromptFamily, action: 'add' | 'update' | 'delete') => {
  const title = promptFailedToasts[family][action];
  return { title, fallback: action === 'update' ? title : promptStoreErrors[family][action] };
};

/** Plan gates get their own toast; anything else shows `title` with the server's message or `fallback`. */
export const toastFailure = (error: unknown, title: string, fallback: string) => {
  const gate = planGateToast(error);
  if (gate) toast.long(gate.kind, gate.title, gate.message);
  else toast.short('error', title, errorText(error, fallback));
};
