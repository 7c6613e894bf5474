import { type Plan, type Subscription } from '@sightline/contracts';
import type { PlanRow, SubscriptionWithUsage } from './subscription.repo.ts';
export declare const presentPlan: (row: PlanRow) => Plan;
export declare const presentSubscription: (row: SubscriptionWithUsage) => Subscription;
