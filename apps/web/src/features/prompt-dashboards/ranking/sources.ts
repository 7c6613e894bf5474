// Pure helpers of the sources table: endpoint rows per provider, URL cuts, and "used by N of M".
import { type ImportantSource, SOURCE_ENDPOINT_URL_CHARS, type SourceFrequency } from '@sightline/contracts';
import { truncate } from '../../../lib/format.ts';

/** Providers a source could be used by: the filtered ones, else every engine of the brand. */
export const providerCount = (filtered: readonly string[], engines: readonly string[]) =>
  filtered.length || engines.length;

/** A provider's endpoints, most referenced first, each URL cut at 100 characters for display. */
export const endpointGroups = (source: ImportantSource, order: readonly string[]) =>
  Object.entries(source.providerEndpoints)
    .map(([provider, endpoints]) => ({
      provider,
      total: endpoints.reduce((n, e) => n + e.count, 0),
      endpoints: [...endpoints]
        .sort((a, b) => b.count - a.count)
        .map((e) => ({ ...e, label: truncate(e.url, SOURCE_ENDPOINT_URL_CHARS) })),
    }))
    .sort(
      (a, b) => rank(order, a.provider) - rank(order, b.provider) || a.provider.localeCompare(b.provider),
    );

const rank = (order: readonly string[], provider: string) => {
  const i = order.indexOf(provider);
  return i === -1 ? order.length : i;
};

export const FREQUENCY_COLORS: Record<SourceFrequency, string> = {
  'Very High': 'brand',
  High: 'teal',
  Medium: 'yellow',
  Low: 'gray',
};
