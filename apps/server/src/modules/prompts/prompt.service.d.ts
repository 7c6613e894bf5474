import type { Database } from '../../db/database.ts';
import { type PromptKind } from './prompt.repo.ts';
export interface PromptInput {
  query_text: string;
  expected_response?: string;
}
export declare const createPromptService: (deps: { db: Database }) => {
  list(
    userId: number,
    ref: string,
    kind: PromptKind,
  ): Promise<
    {
      id: number;
      uuid: string;
      query_text: string;
      created_at: string;
      tags: {
        id: number;
        name: string;
      }[];
    }[]
  >;
  create(
    userId: number,
    ref: string,
    kind: PromptKind,
    input: PromptInput,
  ): Promise<{
    id: number;
    uuid: string;
    query_text: string;
    created_at: string;
    tags: {
      id: number;
      name: string;
    }[];
  }>;
  update(
    userId: number,
    ref: string,
    kind: PromptKind,
    promptId: number,
    input: PromptInput,
  ): Promise<{
    id: number;
    uuid: string;
    query_text: string;
    created_at: string;
    tags: {
      id: number;
      name: string;
    }[];
  }>;
  delete(userId: number, ref: string, kind: PromptKind, promptId: number): Promise<void>;
};
export type PromptService = ReturnType<typeof createPromptService>;
