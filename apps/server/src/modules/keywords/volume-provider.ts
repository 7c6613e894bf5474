// Where keyword volumes come from: a measured source (DataForSEO) or the sandbox, whose figures are
// simulated. Every figure carries which of the two it is, so a simulated number is never shown as a
// measured one.
import { GLOBAL_COUNTRY } from '@sightline/contracts';
import type { KeywordVolumesConfig } from '../../config.ts';
import { seededRandom } from '../../engines/sandbox/prng.ts';
import { createDataForSeoVolumes } from './dataforseo-volumes.ts';
import { latestMonthsFirst, type MonthlyFigure } from './keyword-math.ts';

export interface VolumeMarket {
  /** ISO 3166 code, or GLOBAL. */
  country: string;
  /** ISO 639-1 code. */
  language: string;
}

export interface VolumeFigures {
  /** Average monthly searches; null when the source has no figure. */
  volume: number | null;
  /** Twelve months, latest first. */
  monthly: (number | null)[];
}

export interface KeywordVolumeProvider {
  /** True for the sandbox: its figures are made up and must be labelled so. */
  readonly simulated: boolean;
  /**
   * Figures of each phrase (as `volumeKeyword` writes them); a phrase the source has nothing on is
   * missing from the map. Throws when the source cannot be asked.
   */
  volumes(
    phrases: readonly string[],
    market: VolumeMarket,
    signal: AbortSignal,
  ): Promise<Map<string, VolumeFigures>>;
}

/** A reference month for the sandbox's series: figures must not change with the day they are asked. */
const SANDBOX_LATEST = { year: 2000, month: 12 };

/**
 * Simulated figures, a pure function of the phrase and market: longer phrases are searched less, a
 * worldwide market more, and each phrase has its own seasonality and trend.
 */
export const sandboxFigures = (phrase: string, market: VolumeMarket): VolumeFigures => {
  const random = seededRandom('keyword-volume', phrase, market.country, market.language);
  const words = phrase.split(' ').length;
  const magnitude = Math.max(0.7, 1 + random.next() * 3.6 - (words - 2) * 0.4);
  const base = 10 ** magnitude * (market.country === GLOBAL_COUNTRY ? 4 : 1);
  const amplitude = random.next() * 0.35;
  const phase = random.next() * 2 * Math.PI;
  const trend = (random.next() - 0.5) * 0.04;
  const figures: MonthlyFigure[] = Array.from({ length: 12 }, (_, back) => {
    const season = 1 + amplitude * Math.sin(phase + (back * Math.PI) / 6);
    const noise = 0.85 + random.next() * 0.3;
    const index = SANDBOX_LATEST.year * 12 + SANDBOX_LATEST.month - 1 - back;
    return {
      year: Math.floor(index / 12),
      month: (index % 12) + 1,
      volume: Math.max(0, Math.round(base * season * noise * (1 - trend * back))),
    };
  });
  const monthly = latestMonthsFirst(figures);
  const known = monthly.filter((v): v is number => v !== null);
  return { volume: Math.round(known.reduce((a, b) => a + b, 0) / known.length), monthly };
};

export const createSandboxVolumes = (latencyMs = 0): KeywordVolumeProvider => ({
  simulated: true,
  async volumes(phrases, market, signal) {
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    signal.throwIfAborted();
    return new Map(phrases.map((p) => [p, sandboxFigures(p, market)]));
  },
});

export const createVolumeProvider = (config: KeywordVolumesConfig): KeywordVolumeProvider =>
  config.provider === 'dataforseo'
    ? createDataForSeoVolumes({ login: config.login, password: config.password, baseURL: config.baseURL })
    : createSandboxVolumes(config.latencyMs);
