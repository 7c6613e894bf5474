// The brand (project) feature: the Add/Edit Brand wizard and the prompt dialogs, shared by the
// dashboard and the brand detail screen.
export { BrandWizard, type BrandWizardProps } from './BrandWizard/BrandWizard.tsx';
export type { BrandWizardTarget } from './BrandWizard/useBrandWizard.ts';
export { initials } from './initials.ts';
export {
  ConfirmDeletePromptDialog,
  ConfirmDeletePromptModal,
  type ConfirmDeletePromptModalProps,
} from './prompt-modals/ConfirmDeletePromptModal.tsx';
export {
  AccuracyPromptModal,
  type ProjectPromptModalProps,
  RankingPromptModal,
} from './prompt-modals/ProjectPromptModal.tsx';
export { PromptFormModal, type PromptFormModalProps } from './prompt-modals/PromptFormModal.tsx';
