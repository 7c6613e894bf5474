import type { Queryable } from '../../db/database.ts';
export type PromptKind = 'RANKING' | 'QUESTION';
export interface PromptRow {
  id: number;
  uuid: string;
  project_id: number;
  kind: PromptKind;
  query_text: string;
  expected_response: string | null;
  created_at: Date;
  tags: {
    id: number;
    name: string;
  }[];
}
export declare const promptRepo: {
  list(q: Queryable, projectIds: number[], kind?: PromptKind): Promise<PromptRow[]>;
  get(q: Queryable, projectId: number, kind: PromptKind, id: number): Promise<PromptRow | null>;
  insert(
    q: Queryable,
    projectId: number,
    kind: PromptKind,
    text: string,
    expected: string | null,
  ): Promise<number>;
  update(q: Queryable, id: number, text: string, expected: string | null): Promise<void>;
  delete(q: Queryable, ids: number[]): Promise<void>;
  countByProject(
    q: Queryable,
    projectIds: number[],
  ): Promise<
    Map<
      number,
      {
        project_id: number;
        ranking: number;
        question: number;
      }
    >
  >;
};
