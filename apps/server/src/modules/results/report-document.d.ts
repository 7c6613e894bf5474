import type { Queryable } from '../../db/database.ts';
export declare const reportDocument: (
  q: Queryable,
  userId: number,
  ref: string,
) => Promise<{
  report_execution: {
    id: number;
    uuid: string;
    status: string;
    executed_at: string;
    date: string;
    report_planning: {
      name: string;
      entity_name: string;
      entity_picture: string | null;
      domain: string;
      ai_engines: (
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
    };
  };
  query_analysis_list: {
    query_id: number;
    query: string;
    page1: {
      competitor_entities: {
        rank: number;
        name: string;
        is_client: boolean;
        average_position: number | null;
        appearances: number;
      }[];
      competitor_chart_data: {
        labels: string[];
        datasets: {
          label: string;
          data: (number | null)[];
        }[];
      };
      weeks_range: string[];
    };
    page2: {
      client_name: string;
      provider_chart_data: {
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
      provider_table_data: {
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
        position: number | null;
        previous_position: number | null;
        trend: import('../../analysis/metrics.ts').Trend;
      }[];
      weeks_range: string[];
    };
    page3: {
      reference_websites: {
        url: string;
        count: number;
      }[];
    };
  }[];
  question_analysis_list: {
    query_id: number;
    query: string;
    expected_response: string;
    question_results: {
      llm_company:
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
      current_rating: number | null;
      previous_rating: number | null;
      current_response: string | null;
      current_justification: string | null;
      current_sources: string[];
    }[];
  }[];
}>;
