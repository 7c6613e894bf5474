import type { Queryable } from '../../db/database.ts';
import type { DayRange } from './weeks.ts';
export declare const importantWebsites: (
  q: Queryable,
  projectId: number,
  range: DayRange,
) => Promise<{
  websites: {
    domain: string;
    is_client_domain: boolean;
    count: number;
    ranking_count: number;
    question_count: number;
    request_types: ('Question' | 'Ranking')[];
    unique_urls: number;
    endpoints: {
      url: string;
      count: number;
    }[];
    weekly_data: number[];
  }[];
  weeks_range: string[];
}>;
