// Which prompt dialog is open: add/edit ranking, add/edit accuracy, or confirm delete. The dialogs
// themselves come from components/prompt-modals.
import type { AccuracyPrompt, Project, PromptFamily, RankingPrompt } from '@sightline/contracts';
import { useState } from 'react';
import { brandAccess } from '../../../lib/brand-access.ts';

export type PromptDialog =
  | { kind: 'ranking'; prompt: RankingPrompt | null }
  | { kind: 'accuracy'; prompt: AccuracyPrompt | null }
  | { kind: 'delete'; family: PromptFamily; prompt: { id: number; query_text: string } };

export interface PromptDialogActions {
  addRanking: () => void;
  addAccuracy: () => void;
  edit: (family: PromptFamily, id: number) => void;
  remove: (family: PromptFamily, prompt: { id: number; query_text: string }) => void;
}

export const usePromptDialogs = (project: Project | undefined) => {
  // The last dialog stays while its closing animation runs, so its title does not flip to "Add".
  const [state, setState] = useState<{ dialog: PromptDialog | null; open: boolean }>({
    dialog: null,
    open: false,
  });
  // No screen offers a viewer these dialogs; this keeps any other caller from opening one.
  const setDialog = (dialog: PromptDialog) => {
    if (brandAccess(project?.permission).edit) setState({ dialog, open: true });
  };

  const actions: PromptDialogActions = {
    addRanking: () => setDialog({ kind: 'ranking', prompt: null }),
    addAccuracy: () => setDialog({ kind: 'accuracy', prompt: null }),
    edit: (family, id) => {
      // The brand carries every prompt as stored (with its expected response).
      if (family === 'ranking') {
        const prompt = project?.ranking_queries.find((p) => p.id === id);
        if (prompt) setDialog({ kind: 'ranking', prompt });
      } else {
        const prompt = project?.question_queries.find((p) => p.id === id);
        if (prompt) setDialog({ kind: 'accuracy', prompt });
      }
    },
    remove: (family, prompt) => setDialog({ kind: 'delete', family, prompt }),
  };

  return {
    dialog: state.dialog,
    open: state.open,
    close: () => setState((current) => ({ ...current, open: false })),
    actions,
  };
};
