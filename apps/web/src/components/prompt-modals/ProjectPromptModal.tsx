// Add or edit one prompt of a saved brand through the API, with the spec's toasts. The brand
// detail screen uses RankingPromptModal and AccuracyPromptModal.
import {
  type AccuracyPrompt,
  projectMessages as m,
  type PromptFamily,
  type RankingPrompt,
  readOnlyMessage,
  trialMessages,
} from '@sightline/contracts';
import { type PromptInput, useSavePrompt } from '../../api/prompts.ts';
import { usePlanStatus } from '../../api/usePlanStatus.ts';
import { toast } from '../../lib/toast.ts';
import { PromptFormModal } from './PromptFormModal.tsx';
import { promptFailureTexts, toastFailure } from './prompt-errors.ts';

export interface ProjectPromptModalProps<P> {
  /** The brand's uuid (or id). */
  projectId: string;
  /**
   * The brand is the user's own: their plan's read-only state and prompt allowance are checked here
   * first. On someone else's brand the owner's plan decides, and only the server knows it.
   */
  ownBrand: boolean;
  opened: boolean;
  /** The prompt to edit; absent to add one. */
  prompt?: P | null;
  onClose: () => void;
  onSaved?: (prompt: P) => void;
}

function ProjectPromptModal<P extends RankingPrompt>({
  family,
  projectId,
  ownBrand,
  opened,
  prompt,
  onClose,
  onSaved,
}: ProjectPromptModalProps<P> & { family: PromptFamily }) {
  const save = useSavePrompt(projectId, family);
  const { subscription, readOnly, readOnlyReason } = usePlanStatus();
  const editing = Boolean(prompt);

  const submit = (input: PromptInput) => {
    if (ownBrand && readOnly) {
      toast.long(
        'info',
        trialMessages.upgradeRequiredTitle,
        readOnlyMessage(editing ? 'changes' : 'prompts', readOnlyReason),
      );
      return;
    }
    if (ownBrand && !editing && subscription && subscription.remaining_queries <= 0) {
      toast.long('warning', m.promptLimitTitle, m.promptLimit);
      return;
    }
    save.mutate(
      { ...input, id: prompt?.id },
      {
        onSuccess: (saved) => {
          toast.short('success', editing ? m.queryUpdated : m.queryAdded, input.query_text);
          onSaved?.(saved as P);
          onClose();
        },
        onError: (error) => {
          const { title, fallback } = promptFailureTexts(family, editing ? 'update' : 'add');
          toastFailure(error, title, fallback);
        },
      },
    );
  };

  return (
    <PromptFormModal
      family={family}
      opened={opened}
      initial={prompt}
      projectId={projectId}
      saving={save.isPending}
      onClose={onClose}
      onSubmit={submit}
    />
  );
}

export function RankingPromptModal(props: ProjectPromptModalProps<RankingPrompt>) {
  return <ProjectPromptModal family="ranking" {...props} />;
}

export function AccuracyPromptModal(props: ProjectPromptModalProps<AccuracyPrompt>) {
  return <ProjectPromptModal family="accuracy" {...props} />;
}
