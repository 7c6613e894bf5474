// What every part of the detail screen reads: the brand, whether a report runs, which prompts are
// on execution, the unread rows, and the prompt dialogs.
import type { Project } from '@sightline/contracts';
import { createContext, useContext } from 'react';
import type { MarkReadTarget } from '../../api/project-detail.ts';
import type { UnreadIndex } from './notifications.ts';
import type { PromptDialogActions } from './prompts/usePromptDialogs.ts';

export interface ProjectDetailContextValue {
  project: Project;
  reportRunning: boolean;
  /** Prompt ids the running report is still extracting (from the status call). */
  queriesOnExecution: ReadonlySet<number>;
  unread: UnreadIndex;
  markRead: (target: MarkReadTarget) => void;
  prompts: PromptDialogActions;
}

export const ProjectDetailContext = createContext<ProjectDetailContextValue | null>(null);

export const useProjectDetail = (): ProjectDetailContextValue => {
  const value = useContext(ProjectDetailContext);
  if (!value) throw new Error('useProjectDetail must be used inside the project detail page');
  return value;
};
