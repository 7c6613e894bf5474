// Subscription queries (spec 1 section 7): a 404 means "no subscription", not an error.
import { type Subscription, SubscriptionSchema, subscriptionPaths } from '@sightline/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from './client.ts';
import { api } from './instance.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './useSession.ts';

export const fetchSubscription = async (): Promise<Subscription | null> => {
  try {
    return await api.get(subscriptionPaths.current, { schema: SubscriptionSchema });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
};

export const useSubscription = () => {
  const signedIn = Boolean(useSession()?.token);
  return useQuery({ queryKey: queryKeys.subscription, queryFn: fetchSubscription, enabled: signedIn });
};
