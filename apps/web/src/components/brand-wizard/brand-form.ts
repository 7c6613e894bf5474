// The Add/Edit Brand wizard's rules, kept pure (spec 1 sections 4, 5 and 7): the form state, the
// validation of each step, the website URL normalisation, the prompt selection against the plan's
// remaining prompts, and the multipart form sent to projects/create and projects/{id}/update.
import {
  DEFAULT_PROMPT_TOTAL,
  DEFAULT_TIMEZONE,
  type EngineCode,
  hostOf,
  MAX_IMAGE_BYTES,
  projectMessages as m,
  type Project,
  SCHEDULE_DAYS,
  type ScheduleDay,
  type WebsiteSuggestions,
  websiteMessages,
} from '@sightline/contracts';

export type WizardMode = 'create' | 'edit';

/** Step indexes: 0 Brand Information, 1 AIs to Test, 2 Prompt Analysis. */
export const WIZARD_STEPS = 3;
const PROMPTS_STEP = 2;

/** Where a prompt came from: the website analyzer, the manual add form, or the brand itself (edit). */
type PromptSource = 'suggested' | 'manual' | 'existing';

export interface PromptDraft {
  /** Stable client key (list rendering and selection). */
  key: string;
  /** Set for prompts the brand already has: the update keeps them instead of re-creating them. */
  id?: number;
  query_text: string;
  /** Accuracy prompts only. */
  expected_response?: string;
  explanation?: string;
  selected: boolean;
  source: PromptSource;
}

export interface BrandFormValues {
  entity_name: string;
  location: string;
  domain: string;
  /** What the user typed in the analyzer. */
  website_input: string;
  /** The normalised URL that was analyzed (sent as entity_website). */
  entity_website: string;
  ai_engines: EngineCode[];
  scheduled_day: ScheduleDay | null;
  scheduled_hour: number | null;
  timezone: string;
  /** A newly chosen logo file. */
  logo: File | null;
  /** The brand's current logo path (edit mode). */
  current_logo: string | null;
  remove_logo: boolean;
  ranking: PromptDraft[];
  accuracy: PromptDraft[];
  /** Prompts the brand had when the wizard opened: they already count against the plan. */
  existing_prompt_count: number;
}

export type PromptKind = 'ranking' | 'accuracy';

let keySeq = 0;
const nextKey = (prefix: string) => `${prefix}-${++keySeq}`;

/** The browser's IANA timezone, else UTC (spec 1 section 9). */
export const browserTimezone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
};

/** Create mode: an empty form scheduled on the current weekday and hour. */
export const newBrandForm = (now: Date, timezone: string = DEFAULT_TIMEZONE): BrandFormValues => ({
  entity_name: '',
  location: '',
  domain: '',
  website_input: '',
  entity_website: '',
  ai_engines: [],
  scheduled_day: SCHEDULE_DAYS[now.getDay()],
  scheduled_hour: now.getHours(),
  timezone,
  logo: null,
  current_logo: null,
  remove_logo: false,
  ranking: [],
  accuracy: [],
  existing_prompt_count: 0,
});

/** Edit mode: the brand as it is, its prompts listed (and kept) as they are. */
export const brandFormFromProject = (project: Project): BrandFormValues => {
  const ranking = project.ranking_queries.map<PromptDraft>((p) => ({
    key: nextKey('ranking'),
    id: p.id,
    query_text: p.query_text,
    selected: true,
    source: 'existing',
  }));
  const accuracy = project.question_queries.map<PromptDraft>((p) => ({
    key: nextKey('accuracy'),
    id: p.id,
    query_text: p.query_text,
    expected_response: p.expected_response,
    selected: true,
    source: 'existing',
  }));
  return {
    entity_name: project.entity_name,
    location: project.location,
    domain: project.domain,
    website_input: project.entity_website,
    entity_website: project.entity_website,
    ai_engines: [...project.ai_engines],
    scheduled_day: project.scheduled_day,
    scheduled_hour: project.scheduled_hour,
    timezone: project.timezone || DEFAULT_TIMEZONE,
    logo: null,
    current_logo: project.entity_picture,
    remove_logo: false,
    ranking,
    accuracy,
    existing_prompt_count: ranking.length + accuracy.length,
  };
};

/** 'HH:00' for an hour of the day (spec 1 section 9). */
export const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

// ---------------------------------------------------------------------------------------------
// Validation

export interface Toast {
  title: string;
  message: string;
  /** A plan limit: shown for 5 s like the other plan gates, not 3 s like a validation problem. */
  planLimit?: true;
}

const promptLimitToast: Toast = { title: m.promptLimitTitle, message: m.promptLimit, planLimit: true };

export interface StepCheck {
  /** Field errors to show (keys are BrandFormValues names). */
  errors: Partial<Record<keyof BrandFormValues, string>>;
  toast?: Toast;
}

const blank = (value: string | null | undefined) => !value?.trim();

/** The checks before leaving a step forward (spec 1 section 5). An empty `errors` and no toast: ok. */
export const validateStep = (step: number, values: BrandFormValues, mode: WizardMode): StepCheck => {
  if (step === 0) {
    const errors: StepCheck['errors'] = {};
    if (blank(values.entity_name)) errors.entity_name = m.entityNameRequired;
    if (blank(values.location)) errors.location = m.locationRequired;
    if (mode === 'edit' && blank(values.domain)) errors.domain = m.domainRequired;
    const missingFields = Object.keys(errors).length > 0;
    if (mode === 'edit') {
      if (values.scheduled_day === null) errors.scheduled_day = m.scheduleRequired;
      if (values.scheduled_hour === null) errors.scheduled_hour = m.scheduleRequired;
    }
    if (missingFields) return { errors, toast: { title: m.validationErrorTitle, message: m.fillRequired } };
    if (Object.keys(errors).length > 0) {
      return { errors, toast: { title: m.validationErrorTitle, message: m.scheduleRequired } };
    }
    return { errors };
  }
  if (step === 1 && values.ai_engines.length === 0) {
    return {
      errors: { ai_engines: m.engineRequired },
      toast: { title: m.validationErrorTitle, message: m.engineRequiredToast },
    };
  }
  return { errors: {} };
};

export const isStepValid = (check: StepCheck) => !check.toast && Object.keys(check.errors).length === 0;

/** The prompts that will be sent: the selected ones (in edit mode every listed prompt is selected). */
export const chosenPrompts = (values: BrandFormValues) => ({
  ranking: values.ranking.filter((p) => p.selected),
  accuracy: values.accuracy.filter((p) => p.selected),
});

const chosenCount = (values: BrandFormValues) => {
  const { ranking, accuracy } = chosenPrompts(values);
  return ranking.length + accuracy.length;
};

/**
 * Prompts still available to the brand: the plan's remaining prompts, plus the ones the brand
 * already had (they are counted in the plan's usage), minus the ones chosen now.
 */
export const remainingPrompts = (values: BrandFormValues, planRemaining: number | null | undefined) =>
  (planRemaining ?? DEFAULT_PROMPT_TOTAL) + values.existing_prompt_count - chosenCount(values);

export interface SubmitCheck extends StepCheck {
  /** The step to show: the first one with a problem. */
  step: number;
}

/** Everything checked before Create Brand / Update Brand; null when the form can be sent. */
export const validateSubmit = (
  values: BrandFormValues,
  mode: WizardMode,
  planRemaining: number | null | undefined,
): SubmitCheck | null => {
  for (const step of [0, 1]) {
    const check = validateStep(step, values, mode);
    if (!isStepValid(check)) return { ...check, step };
  }
  const onPrompts = (toast: Toast): SubmitCheck => ({ errors: {}, toast, step: PROMPTS_STEP });
  if (mode === 'create' && blank(values.domain)) {
    return onPrompts({ title: m.domainRequiredTitle, message: m.domainRequiredToast });
  }
  if (chosenCount(values) === 0) {
    return onPrompts(
      mode === 'create'
        ? { title: m.promptSelectionTitle, message: m.promptSelection }
        : { title: m.promptRequiredTitle, message: m.promptRequired },
    );
  }
  if (remainingPrompts(values, planRemaining) < 0) {
    return onPrompts(promptLimitToast);
  }
  return null;
};

/** Client check of a logo file (spec 1 section 5); the message to show, or null when it is fine. */
export const logoError = (file: { name: string; size: number }): string | null => {
  if (!/\.(jpe?g|png|gif)$/i.test(file.name)) return m.logoFormat;
  if (file.size > MAX_IMAGE_BYTES) return m.logoTooLarge;
  return null;
};

// ---------------------------------------------------------------------------------------------
// Website URL

export type NormalisedUrl = { ok: true; url: string; domain: string } | { ok: false; error: string };

// A simple host pattern: an optional http(s) scheme, a dotted host name, an IPv4 address or
// localhost, an optional port, then anything.
const HOST_PATTERN =
  /^(https?:\/\/)?(([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}|\d{1,3}(\.\d{1,3}){3}|localhost)(:\d{1,5})?([/?#].*)?$/i;

/** 'acme.com/x' -> https://acme.com/x and acme.com (spec 1 section 5, Website URL). */
export const normaliseWebsiteUrl = (input: string): NormalisedUrl => {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, error: websiteMessages.urlRequired };
  if (!HOST_PATTERN.test(trimmed)) return { ok: false, error: websiteMessages.urlInvalid };
  const url = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const domain = hostOf(url);
  return domain ? { ok: true, url, domain } : { ok: false, error: websiteMessages.domainFailed };
};

// ---------------------------------------------------------------------------------------------
// Prompts

/** The analyzer's suggestions as unselected drafts (spec 1 section 4). */
export const suggestionDrafts = (
  reply: Pick<WebsiteSuggestions, 'ranking_queries' | 'question_queries'>,
) => ({
  ranking: reply.ranking_queries.map<PromptDraft>((s) => ({
    key: nextKey('ranking'),
    query_text: s.query_text,
    explanation: s.explanation,
    selected: false,
    source: 'suggested',
  })),
  accuracy: reply.question_queries.map<PromptDraft>((s) => ({
    key: nextKey('accuracy'),
    query_text: s.query_text,
    expected_response: s.expected_response,
    explanation: s.explanation,
    selected: false,
    source: 'suggested',
  })),
});

/** A manually added prompt: starts selected. */
export const manualDraft = (
  kind: PromptKind,
  query_text: string,
  expected_response?: string,
): PromptDraft => ({
  key: nextKey(kind),
  query_text: query_text.trim(),
  ...(kind === 'accuracy' ? { expected_response: (expected_response ?? '').trim() } : {}),
  selected: true,
  source: 'manual',
});

/** Whether the manual add button can be used (spec 1 section 5). */
export const canAddPrompt = (
  kind: PromptKind,
  remaining: number,
  query_text: string,
  expected_response?: string,
) => remaining > 0 && !blank(query_text) && (kind === 'ranking' || !blank(expected_response));

export type SelectionResult = { ok: true; values: BrandFormValues } | { ok: false; toast: Toast };

/** Flips a prompt's selection; selecting one more than the plan allows is refused. */
export const togglePrompt = (
  values: BrandFormValues,
  kind: PromptKind,
  key: string,
  planRemaining: number | null | undefined,
): SelectionResult => {
  const target = values[kind].find((p) => p.key === key);
  if (!target) return { ok: true, values };
  if (!target.selected && remainingPrompts(values, planRemaining) <= 0) {
    return { ok: false, toast: promptLimitToast };
  }
  return {
    ok: true,
    values: {
      ...values,
      [kind]: values[kind].map((p) => (p.key === key ? { ...p, selected: !p.selected } : p)),
    },
  };
};

// ---------------------------------------------------------------------------------------------
// Request

/** The multipart body of projects/create (create) or projects/{id}/update (edit). */
export const brandFormData = (values: BrandFormValues, mode: WizardMode): FormData => {
  const form = new FormData();
  const name = values.entity_name.trim();
  const { ranking, accuracy } = chosenPrompts(values);
  form.set('title', name);
  form.set('entity_name', name);
  form.set('entity_label', name);
  form.set('description', '');
  form.set('location', values.location.trim());
  form.set('domain', values.domain.trim());
  form.set('entity_website', values.entity_website.trim());
  form.set('ai_engines', JSON.stringify(values.ai_engines));
  if (values.scheduled_day !== null) form.set('scheduled_day', values.scheduled_day);
  if (values.scheduled_hour !== null) form.set('scheduled_hour', String(values.scheduled_hour));
  form.set('timezone', values.timezone || DEFAULT_TIMEZONE);
  const keep = (p: PromptDraft) => (mode === 'edit' && p.id !== undefined ? { id: p.id } : {});
  form.set(
    'ranking_queries',
    JSON.stringify(ranking.map((p) => ({ ...keep(p), query_text: p.query_text.trim() }))),
  );
  form.set(
    'question_queries',
    JSON.stringify(
      accuracy.map((p) => ({
        ...keep(p),
        query_text: p.query_text.trim(),
        expected_response: (p.expected_response ?? '').trim(),
      })),
    ),
  );
  if (values.logo) form.set('entity_picture', values.logo);
  else if (mode === 'edit' && values.remove_logo) form.set('remove_logo', 'true');
  return form;
};

// ---------------------------------------------------------------------------------------------
// Server errors

/** Which wizard field shows a server field error, and on which step it lives. */
const SERVER_FIELDS: Record<string, { field: keyof BrandFormValues; step: number }> = {
  entity_name: { field: 'entity_name', step: 0 },
  title: { field: 'entity_name', step: 0 },
  entity_label: { field: 'entity_name', step: 0 },
  location: { field: 'location', step: 0 },
  domain: { field: 'domain', step: 0 },
  entity_picture: { field: 'logo', step: 0 },
  scheduled_day: { field: 'scheduled_day', step: 0 },
  scheduled_hour: { field: 'scheduled_hour', step: 0 },
  timezone: { field: 'scheduled_day', step: 0 },
  ai_engines: { field: 'ai_engines', step: 1 },
  entity_website: { field: 'website_input', step: PROMPTS_STEP },
  ranking_queries: { field: 'ranking', step: PROMPTS_STEP },
  question_queries: { field: 'accuracy', step: PROMPTS_STEP },
};

/** Server field errors (`ranking_queries.0.query_text` style keys) placed on the wizard's fields. */
export const serverErrorsOnFields = (
  errors: Record<string, string[]> | undefined,
): { errors: StepCheck['errors']; step: number | null } => {
  const placed: StepCheck['errors'] = {};
  let step: number | null = null;
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const target = SERVER_FIELDS[key.split('.')[0]];
    if (!target || !messages[0]) continue;
    placed[target.field] ??= messages[0];
    step = step === null ? target.step : Math.min(step, target.step);
  }
  return { errors: placed, step };
};
