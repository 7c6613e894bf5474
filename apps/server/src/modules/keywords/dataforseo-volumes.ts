// Measured keyword volumes from DataForSEO's Google Ads search volume endpoint (live method): one POST
// of one task with every phrase of an analysis, basic auth, and the reply's
// tasks[].result[] {keyword, search_volume, monthly_searches[{year, month, search_volume}]}.
import { GLOBAL_COUNTRY, KEYWORD_COUNTRIES } from '@sightline/contracts';
import { z } from 'zod';
import { latestMonthsFirst } from './keyword-math.ts';
import type { KeywordVolumeProvider, VolumeFigures, VolumeMarket } from './volume-provider.ts';

const DATAFORSEO_DEFAULT_BASE_URL = 'https://api.dataforseo.com';
export const SEARCH_VOLUME_PATH = '/v3/keywords_data/google_ads/search_volume/live';
/** DataForSEO's code of a successful request and task. */
const OK = 20000;
/** Keywords one task takes. */
const DATAFORSEO_MAX_KEYWORDS = 1000;

export class KeywordVolumeError extends Error {
  override name = 'KeywordVolumeError';
}

/** Google Ads names two languages by other codes than ISO 639-1. */
const GOOGLE_ADS_LANGUAGES: Record<string, string> = { he: 'iw', zh: 'zh-CN' };

/** Google Ads locations of countries are 2000 + the ISO 3166 numeric code (2840: United States). */
export const locationCode = (country: string): number | undefined => {
  if (country === GLOBAL_COUNTRY) return undefined;
  const numeric = KEYWORD_COUNTRIES.find((c) => c.code === country)?.numeric;
  return numeric ? 2000 + numeric : undefined;
};

const MonthlySchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  search_volume: z.number().nullable().optional(),
});
const ResultSchema = z.object({
  keyword: z.string(),
  search_volume: z.number().nullable().optional(),
  monthly_searches: z.array(MonthlySchema).nullable().optional(),
});
const ReplySchema = z.object({
  status_code: z.number(),
  status_message: z.string().optional(),
  tasks: z
    .array(
      z.object({
        status_code: z.number(),
        status_message: z.string().optional(),
        result: z.array(ResultSchema).nullable().optional(),
      }),
    )
    .nullable()
    .optional(),
});

const figuresOf = (r: z.infer<typeof ResultSchema>): VolumeFigures => ({
  volume: r.search_volume ?? null,
  monthly: latestMonthsFirst(
    (r.monthly_searches ?? []).map((m) => ({
      year: m.year,
      month: m.month,
      volume: m.search_volume ?? null,
    })),
  ),
});

export const createDataForSeoVolumes = (config: {
  login: string;
  password: string;
  baseURL?: string;
  /** One request, reply included. Default 60 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}): KeywordVolumeProvider => {
  const url = `${(config.baseURL ?? DATAFORSEO_DEFAULT_BASE_URL).replace(/\/+$/, '')}${SEARCH_VOLUME_PATH}`;
  const authorization = `Basic ${Buffer.from(`${config.login}:${config.password}`).toString('base64')}`;

  const ask = async (phrases: readonly string[], market: VolumeMarket, signal: AbortSignal) => {
    const task = {
      keywords: phrases,
      language_code: GOOGLE_ADS_LANGUAGES[market.language] ?? market.language,
      ...(locationCode(market.country) === undefined ? {} : { location_code: locationCode(market.country) }),
    };
    let res: Response;
    try {
      res = await (config.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify([task]),
        signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs ?? 60_000)]),
      });
    } catch (err) {
      throw new KeywordVolumeError(`DataForSEO could not be reached: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok)
      throw new KeywordVolumeError(`DataForSEO answered HTTP ${res.status}: ${text.slice(0, 200)}`);
    let reply: z.infer<typeof ReplySchema>;
    try {
      reply = ReplySchema.parse(JSON.parse(text));
    } catch {
      throw new KeywordVolumeError('DataForSEO sent a reply that is not its search volume format');
    }
    const first = reply.tasks?.[0];
    if (reply.status_code !== OK || !first || first.status_code !== OK) {
      const failed = reply.status_code !== OK ? reply : (first ?? reply);
      throw new KeywordVolumeError(
        `DataForSEO refused the task: ${failed.status_code} ${failed.status_message ?? ''}`.trim(),
      );
    }
    return first.result ?? [];
  };

  return {
    simulated: false,
    async volumes(phrases, market, signal) {
      const figures = new Map<string, VolumeFigures>();
      for (let i = 0; i < phrases.length; i += DATAFORSEO_MAX_KEYWORDS) {
        const results = await ask(phrases.slice(i, i + DATAFORSEO_MAX_KEYWORDS), market, signal);
        // The reply names each phrase as sent (lowercase), whatever spelling Google applied.
        for (const r of results) figures.set(r.keyword, figuresOf(r));
      }
      return figures;
    },
  };
};
