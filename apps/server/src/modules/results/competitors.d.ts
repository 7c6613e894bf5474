import type { Queryable } from '../../db/database.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { type DayRange } from './weeks.ts';
export declare const competitors: (
  q: Queryable,
  project: ProjectRow,
  range: DayRange,
) => Promise<{
  competitors: {
    label: string;
    name: string;
    is_client: boolean;
    avg: number | null;
    appearance_count: number;
    trend: import('../../analysis/metrics.ts').Trend;
    weekly_data: number[];
    weekly_positions: (number | null)[];
    query_appearances: {
      query_text: string;
      sources: string[];
      position: number | null;
      provider: string;
      date: string;
    }[];
  }[];
  weeks_range: string[];
}>;
export declare const shareOfVoice: (
  q: Queryable,
  project: ProjectRow,
  range: DayRange,
) => Promise<{
  providers: (
    | 'ai_mode'
    | 'ai_overviews'
    | 'chatgpt'
    | 'claude'
    | 'copilot'
    | 'deepseek'
    | 'gemini'
    | 'llama'
    | 'mistral'
    | 'perplexity'
  )[];
  competitors: {
    label: string;
    name: string;
    is_client: boolean;
  }[];
  share_matrix: Record<
    string,
    Record<
      string,
      {
        percentage: number;
        mentions: number;
      }
    >
  >;
  total_mentions: number;
}>;
