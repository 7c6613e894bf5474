// The wizard's state and actions: values, field errors, the current step, Next/Previous with the
// spec's step checks, prompt selection against the plan, and the final create or update call.
import { projectMessages as m, type Project, type ProjectCreated } from '@sightline/contracts';
import { useState } from 'react';
import { ApiRequestError } from '../../api/client.ts';
import { useCreateProject, useUpdateProject } from '../../api/projects.ts';
import { useSubscription } from '../../api/subscription.ts';
import { toast } from '../../lib/toast.ts';
import { toastFailure } from '../prompt-modals/prompt-errors.ts';
import {
  type BrandFormValues,
  brandFormData,
  brandFormFromProject,
  browserTimezone,
  isStepValid,
  newBrandForm,
  type PromptDraft,
  type PromptKind,
  remainingPrompts,
  type StepCheck,
  serverErrorsOnFields,
  type Toast,
  togglePrompt,
  validateStep,
  validateSubmit,
  WIZARD_STEPS,
  type WizardMode,
} from './brand-form.ts';

export type BrandWizardTarget = { mode: 'create' } | { mode: 'edit'; project: Project };

export type FieldErrors = StepCheck['errors'];

const showToast = (t: Toast) =>
  t.planLimit ? toast.long('warning', t.title, t.message) : toast.short('error', t.title, t.message);

export function useBrandWizard(
  target: BrandWizardTarget,
  /** A created brand carries whether its first report started. */
  onSaved: (project: Project | ProjectCreated, mode: WizardMode) => void,
) {
  const { mode } = target;
  const [values, setValues] = useState<BrandFormValues>(() =>
    target.mode === 'edit'
      ? brandFormFromProject(target.project)
      : newBrandForm(new Date(), browserTimezone()),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState(0);
  const create = useCreateProject();
  const update = useUpdateProject();
  const ownRemaining = useSubscription().data?.remaining_queries;
  // An editor's prompts count against the owner's plan, which only the server sees (it refuses
  // beyond it): the wizard does not count them against the editor's own plan.
  const planRemaining =
    target.mode === 'edit' && !target.project.is_owner ? Number.POSITIVE_INFINITY : ownRemaining;

  /** Changes fields (a patch, or a patch computed from the latest values) and clears their errors. */
  const change = (
    patch: Partial<BrandFormValues> | ((current: BrandFormValues) => Partial<BrandFormValues>),
  ) => {
    setValues((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }));
    setErrors((current) => {
      const probe = typeof patch === 'function' ? patch(values) : patch;
      const next = { ...current };
      for (const key of Object.keys(probe)) delete next[key as keyof BrandFormValues];
      return next;
    });
  };

  const next = () => {
    const check = validateStep(step, values, mode);
    setErrors(check.errors);
    if (!isStepValid(check)) {
      if (check.toast) showToast(check.toast);
      return;
    }
    setStep((current) => Math.min(current + 1, WIZARD_STEPS - 1));
  };

  const previous = () => setStep((current) => Math.max(current - 1, 0));

  const togglePromptSelection = (kind: PromptKind, key: string) => {
    const result = togglePrompt(values, kind, key, planRemaining);
    if (!result.ok) return showToast(result.toast);
    setValues(result.values);
  };

  /** Rewrites one prompt list from its latest state (add, edit, remove). */
  const editPrompts = (kind: PromptKind, edit: (prompts: PromptDraft[]) => PromptDraft[]) =>
    change((current) => ({ [kind]: edit(current[kind]) }));

  const submit = async () => {
    const problem = validateSubmit(values, mode, planRemaining);
    if (problem) {
      setErrors(problem.errors);
      setStep(problem.step);
      if (problem.toast) showToast(problem.toast);
      return;
    }
    const form = brandFormData(values, mode);
    try {
      const project =
        target.mode === 'edit'
          ? await update.mutateAsync({ id: target.project.uuid, form })
          : await create.mutateAsync(form);
      toast.short('success', mode === 'edit' ? m.updated : m.created, project.entity_name);
      onSaved(project, mode);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) {
        const placed = serverErrorsOnFields(error.errors);
        setErrors(placed.errors);
        if (placed.step !== null) setStep(placed.step);
      }
      toastFailure(
        error,
        mode === 'edit' ? m.updateFailed : m.createFailed,
        mode === 'edit' ? m.updateFailedToast : m.createFailedToast,
      );
    }
  };

  return {
    mode,
    /** Only the owner changes a brand's schedule; an editor saves it as it is. */
    ownsSchedule: target.mode === 'create' || target.project.is_owner,
    values,
    errors,
    step,
    change,
    next,
    previous,
    submit,
    saving: create.isPending || update.isPending,
    remaining: remainingPrompts(values, planRemaining),
    togglePrompt: togglePromptSelection,
    editPrompts,
  };
}

export type BrandWizardState = ReturnType<typeof useBrandWizard>;
