// The brand list's metric of one brand: each window's figures with the change against the previous,
// the answers behind the mentions and positions, their 95 % intervals, whether each change is more
// than noise (the two windows' intervals apart), and each previous figure (a change from nothing is
// new, not +100%), and the answers each window rests on, measured or simulated.
import {
  countCi95,
  type DashboardMetric,
  percentChange,
  proportionCi95,
  trendSignificant,
} from '@sightline/contracts';
import { positionCi95 } from '../results/figure-intervals.ts';
import { averagePosition, type WindowSums } from './dashboard-metrics-math.ts';

export const presentDashboardMetric = (current: WindowSums, previous: WindowSums): DashboardMetric => {
  const position = averagePosition(current);
  const previousPosition = averagePosition(previous);
  const positionInterval = positionCi95(current);
  return {
    mentions: current.mentions,
    mentions_n: current.answers,
    mentions_ci95: countCi95(current.mentions, current.answers),
    mentions_change: percentChange(current.mentions, previous.mentions),
    // The windows may hold different numbers of answers: their mention rates are what compare.
    mentions_change_significant: trendSignificant(
      proportionCi95(previous.mentions, previous.answers),
      proportionCi95(current.mentions, current.answers),
    ),
    mentions_previous: previous.mentions,
    average_position: position,
    average_position_n: current.position_count,
    average_position_ci95: positionInterval,
    average_position_change:
      position === null || previousPosition === null ? 0 : percentChange(position, previousPosition),
    average_position_change_significant: trendSignificant(positionCi95(previous), positionInterval),
    average_position_previous: previousPosition,
    referred_users: current.referred,
    referred_users_change: percentChange(current.referred, previous.referred),
    referred_users_previous: previous.referred,
    ai_citations: current.client_citations,
    ai_citations_change: percentChange(current.client_citations, previous.client_citations),
    ai_citations_previous: previous.client_citations,
    answers_counted: current.answers,
    answers_simulated: current.simulated,
    answers_counted_previous: previous.answers,
    answers_simulated_previous: previous.simulated,
  };
};
