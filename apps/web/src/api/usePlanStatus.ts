// The trial, plan and usage rules of contracts/trial.ts applied to the current subscription:
// one place for the side menu, the header, the dashboard's Add Brand gate and the brand banner.
import {
  accountAccess,
  billingMessages,
  isTrialExpired,
  planLabel,
  promptUsage,
  type ReadOnlyReason,
  showUpgradePrompt,
  type TrialBanner,
  trialBanner,
} from '@sightline/contracts';
import { useSubscription } from './subscription.ts';

export function usePlanStatus(now = new Date()) {
  const { data: subscription = null, isPending } = useSubscription();
  const readOnly = !isPending && accountAccess(subscription, now) === 'read_only';
  // A trial that ended without a paid plan, or a paid plan that ended.
  const readOnlyReason: ReadOnlyReason = subscription?.plan ? 'plan' : 'trial';
  const trial = subscription ? trialBanner(subscription, now) : null;
  // A paid plan that ended has no trial card: the same card says the account is read-only.
  const lapsed: TrialBanner | null =
    readOnly && !trial
      ? {
          title: billingMessages.planEndedTitle,
          message: billingMessages.readOnlyText(readOnlyReason),
          level: 'expired',
          daysLeft: 0,
        }
      : null;
  return {
    subscription,
    loading: isPending,
    banner: trial ?? lapsed,
    /** The banner is the trial's 'Demo days' card (else the read-only card of a lapsed plan). */
    onTrial: trial !== null,
    usage: promptUsage(subscription),
    planLabel: planLabel(subscription),
    showUpgrade: showUpgradePrompt(subscription),
    trialExpired: subscription ? isTrialExpired(subscription, now) : false,
    /** Everything stays readable; nothing new can be created until a plan is paid. */
    readOnly,
    readOnlyReason,
  };
}
