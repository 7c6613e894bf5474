// The brand list's metric of one brand: each window's figures with the change against the previous.
import { type DashboardMetric, percentChange } from '@sightline/contracts';
import { averagePosition, type WindowSums } from './dashboard-metrics-math.ts';

export const presentDashboardMetric = (current: WindowSums, previous: WindowSums): DashboardMetric => {
  const position = averagePosition(current);
  const previousPosition = averagePosition(previous);
  return {
    mentions: current.mentions,
    mentions_change: percentChange(current.mentions, previous.mentions),
    average_position: position,
    average_position_change:
      position === null || previousPosition === null ? 0 : percentChange(position, previousPosition),
    referred_users: current.referred,
    referred_users_change: percentChange(current.referred, previous.referred),
    ai_citations: current.client_citations,
    ai_citations_change: percentChange(current.client_citations, previous.client_citations),
  };
};
