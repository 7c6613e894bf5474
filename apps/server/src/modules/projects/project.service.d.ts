import { type Project, type ProjectForm } from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
/** "https://www.Example.com/path" -> "example.com": the domain the matcher and sources compare with. */
export declare const normalizeDomain: (value: string) => string;
export declare const createProjectService: (deps: { db: Database; clock: Clock }) => {
  list(userId: number): Promise<Project[]>;
  get(userId: number, ref: string): Promise<Project>;
  create(userId: number, form: ProjectForm, picture: string | null): Promise<Project>;
  /** picture: a new path, null to remove the logo, undefined to keep it. */
  update(
    userId: number,
    ref: string,
    form: ProjectForm,
    picture: string | null | undefined,
  ): Promise<{
    id: number;
    uuid: string;
    title: string;
    description: string;
    entity_name: string;
    entity_label: string;
    location: string;
    domain: string;
    entity_website: string;
    aliases: string[];
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
    entity_picture: string | null;
    scheduled_day: 'FRI' | 'MON' | 'SAT' | 'SUN' | 'THU' | 'TUE' | 'WED' | null;
    scheduled_hour: number | null;
    timezone: string;
    next_execution: string | null;
    customer_id: number;
    is_owner: boolean;
    permission: 'EDIT' | 'OWNER' | 'VIEW';
    ranking_queries_count: number;
    question_queries_count: number;
    ranking_queries: {
      id: number;
      uuid: string;
      query_text: string;
      created_at: string;
      tags: {
        id: number;
        name: string;
      }[];
    }[];
    question_queries: {
      id: number;
      uuid: string;
      query_text: string;
      created_at: string;
      tags: {
        id: number;
        name: string;
      }[];
      expected_response: string;
    }[];
    last_execution: {
      id: number;
      uuid: string;
      executed_at: string;
      status: 'COMPLETED' | 'FAILED' | 'PENDING' | 'RUNNING';
    } | null;
    created_at: string;
    updated_at: string;
  }>;
  delete(userId: number, ref: string): Promise<void>;
  sharedWithUser(
    userId: number,
    email: string,
  ): Promise<
    {
      id: number;
      uuid: string;
      project_id: number;
      project_uuid: string;
      project_title: string;
      permission: string;
    }[]
  >;
};
export type ProjectService = ReturnType<typeof createProjectService>;
