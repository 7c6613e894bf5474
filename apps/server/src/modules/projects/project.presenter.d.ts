import type { AccuracyPrompt, Project, RankingPrompt } from '@sightline/contracts';
import type { PromptRow } from '../prompts/prompt.repo.ts';
import type { Access, ProjectRow } from './project.repo.ts';
export declare const presentRankingPrompt: (p: PromptRow) => RankingPrompt;
export declare const presentAccuracyPrompt: (p: PromptRow) => AccuracyPrompt;
export interface ExecutionSummaryRow {
  id: number;
  uuid: string;
  executed_at: Date;
  status: 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED';
}
export declare const presentProject: (
  row: ProjectRow & {
    access: Access;
  },
  prompts: PromptRow[],
  lastExecution: ExecutionSummaryRow | null,
) => Project;
