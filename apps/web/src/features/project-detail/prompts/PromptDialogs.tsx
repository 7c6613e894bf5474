// The prompt dialogs of the detail screen, from components/prompt-modals.

import { ConfirmDeletePromptModal } from '../../../components/prompt-modals/ConfirmDeletePromptModal.tsx';
import {
  AccuracyPromptModal,
  RankingPromptModal,
} from '../../../components/prompt-modals/ProjectPromptModal.tsx';
import type { PromptDialog } from './usePromptDialogs.ts';

export function PromptDialogs({
  projectId,
  ownBrand,
  dialog,
  open,
  onClose,
}: {
  projectId: string;
  ownBrand: boolean;
  dialog: PromptDialog | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <>
      <RankingPromptModal
        projectId={projectId}
        ownBrand={ownBrand}
        opened={open && dialog?.kind === 'ranking'}
        prompt={dialog?.kind === 'ranking' ? dialog.prompt : null}
        onClose={onClose}
      />
      <AccuracyPromptModal
        projectId={projectId}
        ownBrand={ownBrand}
        opened={open && dialog?.kind === 'accuracy'}
        prompt={dialog?.kind === 'accuracy' ? dialog.prompt : null}
        onClose={onClose}
      />
      <ConfirmDeletePromptModal
        family={dialog?.kind === 'delete' ? dialog.family : 'ranking'}
        projectId={projectId}
        prompt={open && dialog?.kind === 'delete' ? dialog.prompt : null}
        onClose={onClose}
      />
    </>
  );
}
