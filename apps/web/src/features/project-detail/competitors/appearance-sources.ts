// The sources of a prompt appearance (Competitors tab): the first three, and how many the
// "+N more" toggle hides.
import { APPEARANCE_SOURCES_SHOWN } from '@sightline/contracts';

export const visibleSources = (sources: readonly string[], expanded: boolean) => {
  const shown = expanded ? [...sources] : sources.slice(0, APPEARANCE_SOURCES_SHOWN);
  return { shown, hidden: sources.length - Math.min(sources.length, APPEARANCE_SOURCES_SHOWN) };
};
