// The trial, plan and usage rules of contracts/trial.ts applied to the current subscription:
// one place for the side menu, the header and the dashboard's Add Brand gate.
import { isTrialExpired, planLabel, promptUsage, showUpgradePrompt, trialBanner } from '@sightline/contracts';
import { useSubscription } from './subscription.ts';

export function usePlanStatus(now = new Date()) {
  const { data: subscription = null, isPending } = useSubscription();
  return {
    subscription,
    loading: isPending,
    banner: subscription ? trialBanner(subscription, now) : null,
    usage: promptUsage(subscription),
    planLabel: planLabel(subscription),
    showUpgrade: showUpgradePrompt(subscription),
    trialExpired: subscription ? isTrialExpired(subscription, now) : false,
  };
}
