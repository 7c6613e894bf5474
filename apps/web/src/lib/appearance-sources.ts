// Competitor figures (Competitors tab, ranking dashboard, printable report): averages to one
// decimal, and the sources of a prompt appearance (the first three, and how many the "+N more" toggle hides).
import { APPEARANCE_SOURCES_SHOWN, insightTableLabels } from '@sightline/contracts';

/** An average position to one decimal (spec 2 section 9: "2.0", "3.5"); no value shows a dash. */
export const formatAverage = (value: number | null | undefined): string =>
  value === null || value === undefined || Number.isNaN(value)
    ? insightTableLabels.notAvailable
    : value.toFixed(1);

/** The first three sources, and how many the "+N more" toggle hides. */

export const visibleSources = (sources: readonly string[], expanded: boolean) => {
  const shown = expanded ? [...sources] : sources.slice(0, APPEARANCE_SOURCES_SHOWN);
  return { shown, hidden: sources.length - Math.min(sources.length, APPEARANCE_SOURCES_SHOWN) };
};
