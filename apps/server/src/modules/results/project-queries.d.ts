import type { Queryable } from '../../db/database.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
/** Overall accuracy of a question: no wrong ratings Correct, up to 2 Almost all correct, more Incorrect. */
export declare const accuracyStatus: (
  ratings: (number | null)[],
) => 'Almost all correct' | 'Correct' | 'Incorrect response' | 'No data';
export declare const projectQueries: (
  q: Queryable,
  project: ProjectRow,
  now: Date,
) => Promise<{
  ranking_queries: {
    id: number;
    uuid: string;
    query_text: string;
    on_execution: boolean;
    client_position: number | null;
    previous_position: number | null;
    trend: import('../../analysis/metrics.ts').Trend;
    results: {
      provider:
        | 'ai_mode'
        | 'ai_overviews'
        | 'chatgpt'
        | 'claude'
        | 'copilot'
        | 'deepseek'
        | 'gemini'
        | 'llama'
        | 'mistral'
        | 'perplexity';
      client_position: number | null;
      previous_position: number | null;
      trend: import('../../analysis/metrics.ts').Trend;
      execution_date: string | null;
      no_answer: boolean;
      simulated: boolean;
      samples: number;
      competitors: {
        name: string;
        is_client: boolean;
        current_week_position: number | null;
        last_week_position: number | null;
      }[];
      sources: string[];
    }[];
    chart_data: {
      labels: string[];
      datasets: {
        label:
          | 'ai_mode'
          | 'ai_overviews'
          | 'chatgpt'
          | 'claude'
          | 'copilot'
          | 'deepseek'
          | 'gemini'
          | 'llama'
          | 'mistral'
          | 'perplexity';
        data: (number | null)[];
      }[];
    };
    weeks_range: string[];
    ordered_ranking: {
      position: number;
      name: string;
      label: string;
    }[];
    tags: {
      id: number;
      name: string;
    }[];
  }[];
  question_queries: {
    id: number;
    uuid: string;
    query_text: string;
    expected_response: string;
    on_execution: boolean;
    status: 'Almost all correct' | 'Correct' | 'Incorrect response' | 'No data';
    results: {
      provider:
        | 'ai_mode'
        | 'ai_overviews'
        | 'chatgpt'
        | 'claude'
        | 'copilot'
        | 'deepseek'
        | 'gemini'
        | 'llama'
        | 'mistral'
        | 'perplexity';
      rating: number | null;
      previous_rating: number | null;
      score: number | null;
      response: string | null;
      justification: string | null;
      previous_response: string | null;
      previous_justification: string | null;
      previous_date: string | null;
      execution_date: string | null;
      no_answer: boolean;
      simulated: boolean;
      sources: string[];
    }[];
    tags: {
      id: number;
      name: string;
    }[];
  }[];
}>;
