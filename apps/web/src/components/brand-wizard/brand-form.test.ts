import { projectMessages as m, type Project, websiteMessages } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import {
  type BrandFormValues,
  brandFormData,
  brandFormFromProject,
  canAddPrompt,
  formatHour,
  isStepValid,
  logoError,
  manualDraft,
  newBrandForm,
  normaliseWebsiteUrl,
  remainingPrompts,
  serverErrorsOnFields,
  suggestionDrafts,
  togglePrompt,
  validateStep,
  validateSubmit,
} from './brand-form.ts';

// Sunday 22 November 2026, 14:05 local time.
const now = new Date(2026, 10, 22, 14, 5);

const filled = (overrides: Partial<BrandFormValues> = {}): BrandFormValues => ({
  ...newBrandForm(now, 'Europe/Madrid'),
  entity_name: ' Acme Boards ',
  location: 'Barcelona',
  domain: 'acmeboards.com',
  entity_website: 'https://acmeboards.com',
  ai_engines: ['chatgpt', 'gemini'],
  ranking: [manualDraft('ranking', 'best kanban tools')],
  ...overrides,
});

const project: Project = {
  id: 3,
  uuid: '2477a54b-c229-425a-92ca-1603ad82642e',
  title: 'Acme',
  description: '',
  entity_name: 'Acme',
  entity_label: 'Acme',
  location: 'Barcelona',
  domain: 'acme.example',
  entity_website: 'https://acme.example',
  aliases: [],
  ai_engines: ['chatgpt'],
  entity_picture: 'logos/acme.png',
  scheduled_day: 'MON',
  scheduled_hour: 9,
  timezone: 'Europe/Madrid',
  next_execution: null,
  customer_id: 1,
  is_owner: true,
  permission: 'OWNER',
  ranking_queries_count: 1,
  question_queries_count: 1,
  ranking_queries: [
    { id: 11, uuid: crypto.randomUUID(), query_text: 'best boards', created_at: '', tags: [] },
  ],
  question_queries: [
    {
      id: 12,
      uuid: crypto.randomUUID(),
      query_text: 'Who founded Acme?',
      expected_response: 'Ana',
      created_at: '',
      tags: [],
    },
  ],
  last_execution: null,
  created_at: '',
  updated_at: '',
};

const json = (form: FormData, key: string) => JSON.parse(String(form.get(key)));

describe('new and edit forms', () => {
  it('starts create mode on the current weekday and hour with the given timezone', () => {
    const form = newBrandForm(now, 'Europe/Madrid');
    expect(form).toMatchObject({ scheduled_day: 'SUN', scheduled_hour: 14, timezone: 'Europe/Madrid' });
    expect(form.ranking).toEqual([]);
  });

  it('loads a brand with its prompts kept and counted', () => {
    const form = brandFormFromProject(project);
    expect(form.ranking[0]).toMatchObject({ id: 11, selected: true, source: 'existing' });
    expect(form.accuracy[0]).toMatchObject({ id: 12, expected_response: 'Ana' });
    expect(form.existing_prompt_count).toBe(2);
    expect(form.current_logo).toBe('logos/acme.png');
  });

  it('shows hours as HH:00', () => {
    expect(formatHour(0)).toBe('00:00');
    expect(formatHour(23)).toBe('23:00');
  });
});

describe('step validation', () => {
  it('requires entity name and location with the fill-in toast', () => {
    const check = validateStep(0, newBrandForm(now), 'create');
    expect(check.errors).toEqual({ entity_name: m.entityNameRequired, location: m.locationRequired });
    expect(check.toast).toEqual({ title: m.validationErrorTitle, message: m.fillRequired });
  });

  it('does not ask for the domain in create mode', () => {
    expect(isStepValid(validateStep(0, filled({ domain: '' }), 'create'))).toBe(true);
  });

  it('requires the domain and the schedule in edit mode', () => {
    expect(validateStep(0, filled({ domain: ' ' }), 'edit').errors).toEqual({ domain: m.domainRequired });
    const check = validateStep(0, filled({ scheduled_hour: null }), 'edit');
    expect(check.errors).toEqual({ scheduled_hour: m.scheduleRequired });
    expect(check.toast?.message).toBe(m.scheduleRequired);
  });

  it('requires an engine on step 2', () => {
    const check = validateStep(1, filled({ ai_engines: [] }), 'create');
    expect(check.errors).toEqual({ ai_engines: m.engineRequired });
    expect(check.toast?.message).toBe(m.engineRequiredToast);
  });
});

describe('submit validation', () => {
  it('passes a complete form', () => {
    expect(validateSubmit(filled(), 'create', 10)).toBeNull();
  });

  it('goes back to the first failing step', () => {
    expect(validateSubmit(filled({ location: '' }), 'create', 10)?.step).toBe(0);
    expect(validateSubmit(filled({ ai_engines: [] }), 'create', 10)?.step).toBe(1);
  });

  it('asks to analyze the website when the domain is missing', () => {
    const check = validateSubmit(filled({ domain: '' }), 'create', 10);
    expect(check).toMatchObject({ step: 2, toast: { title: m.domainRequiredTitle } });
  });

  it('needs a selected prompt on create and any prompt on edit', () => {
    const unselected = filled({ ranking: suggestionDrafts(reply).ranking });
    expect(validateSubmit(unselected, 'create', 10)?.toast?.title).toBe(m.promptSelectionTitle);
    expect(validateSubmit(filled({ ranking: [] }), 'edit', 10)?.toast?.title).toBe(m.promptRequiredTitle);
  });

  it('refuses going over the prompt limit', () => {
    expect(validateSubmit(filled(), 'create', 0)?.toast).toMatchObject({
      title: m.promptLimitTitle,
      planLimit: true,
    });
  });
});

const reply = {
  ranking_queries: [
    { query_text: 'best kanban tools', explanation: 'category' },
    { query_text: 'kanban for agencies', explanation: 'audience' },
  ],
  question_queries: [
    { query_text: 'When was Acme founded?', expected_response: '2012', explanation: 'facts' },
  ],
};

describe('prompt selection', () => {
  it('starts suggestions unselected and manual prompts selected', () => {
    const drafts = suggestionDrafts(reply);
    expect(drafts.ranking.map((p) => p.selected)).toEqual([false, false]);
    expect(drafts.accuracy[0]).toMatchObject({ expected_response: '2012', explanation: 'facts' });
    expect(manualDraft('accuracy', ' q ', ' a ')).toMatchObject({
      query_text: 'q',
      expected_response: 'a',
      selected: true,
    });
  });

  it('counts remaining prompts from the plan, existing prompts and the chosen ones', () => {
    expect(remainingPrompts(filled(), 5)).toBe(4);
    expect(remainingPrompts(brandFormFromProject(project), 0)).toBe(0);
    expect(remainingPrompts(filled({ ranking: [] }), null)).toBe(100);
  });

  it('refuses selecting beyond the remaining prompts, but always allows unselecting', () => {
    const values = filled({ ranking: suggestionDrafts(reply).ranking });
    const [first, second] = values.ranking;
    const selected = togglePrompt(values, 'ranking', first.key, 1);
    expect(selected.ok).toBe(true);
    if (!selected.ok) return;
    const refused = togglePrompt(selected.values, 'ranking', second.key, 1);
    expect(refused).toEqual({
      ok: false,
      toast: { title: m.promptLimitTitle, message: m.promptLimit, planLimit: true },
    });
    const unselected = togglePrompt(selected.values, 'ranking', first.key, 1);
    expect(unselected.ok && unselected.values.ranking[0].selected).toBe(false);
  });

  it('allows adding only with room and text', () => {
    expect(canAddPrompt('ranking', 1, 'x')).toBe(true);
    expect(canAddPrompt('ranking', 0, 'x')).toBe(false);
    expect(canAddPrompt('ranking', 3, '  ')).toBe(false);
    expect(canAddPrompt('accuracy', 3, 'q', '')).toBe(false);
    expect(canAddPrompt('accuracy', 3, 'q', 'a')).toBe(true);
  });
});

describe('website URL', () => {
  it('prepends https:// and strips www. from the domain', () => {
    expect(normaliseWebsiteUrl(' www.Acme.com/about ')).toEqual({
      ok: true,
      url: 'https://www.Acme.com/about',
      domain: 'acme.com',
    });
    expect(normaliseWebsiteUrl('http://127.0.0.1:4321')).toEqual({
      ok: true,
      url: 'http://127.0.0.1:4321',
      domain: '127.0.0.1',
    });
  });

  it('requires a URL matching a simple host pattern', () => {
    expect(normaliseWebsiteUrl('  ')).toEqual({ ok: false, error: websiteMessages.urlRequired });
    expect(normaliseWebsiteUrl('not a url')).toEqual({ ok: false, error: websiteMessages.urlInvalid });
    expect(normaliseWebsiteUrl('ftp://acme.com')).toEqual({ ok: false, error: websiteMessages.urlInvalid });
    expect(normaliseWebsiteUrl('acme')).toEqual({ ok: false, error: websiteMessages.urlInvalid });
  });
});

describe('logo', () => {
  it('accepts jpg, jpeg, png and gif up to 2 MB', () => {
    expect(logoError({ name: 'logo.PNG', size: 2_097_152 })).toBeNull();
    expect(logoError({ name: 'logo.jpeg', size: 10 })).toBeNull();
    expect(logoError({ name: 'logo.png', size: 2_097_153 })).toBe(m.logoTooLarge);
    expect(logoError({ name: 'logo.webp', size: 10 })).toBe(m.logoFormat);
  });
});

describe('form data', () => {
  it('sends the create form with selected prompts only', () => {
    const drafts = suggestionDrafts(reply);
    drafts.accuracy[0].selected = true;
    const form = brandFormData(filled({ accuracy: drafts.accuracy, ranking: drafts.ranking }), 'create');
    expect(form.get('entity_name')).toBe('Acme Boards');
    expect(form.get('title')).toBe('Acme Boards');
    expect(form.get('scheduled_day')).toBe('SUN');
    expect(form.get('scheduled_hour')).toBe('14');
    expect(form.get('timezone')).toBe('Europe/Madrid');
    expect(json(form, 'ai_engines')).toEqual(['chatgpt', 'gemini']);
    expect(json(form, 'ranking_queries')).toEqual([]);
    expect(json(form, 'question_queries')).toEqual([
      { query_text: 'When was Acme founded?', expected_response: '2012' },
    ]);
    expect(form.has('remove_logo')).toBe(false);
  });

  it('keeps existing prompts by id on update and can drop the logo', () => {
    const values = brandFormFromProject(project);
    values.ranking.push(manualDraft('ranking', 'new one'));
    values.remove_logo = true;
    const form = brandFormData(values, 'edit');
    expect(json(form, 'ranking_queries')).toEqual([
      { id: 11, query_text: 'best boards' },
      { query_text: 'new one' },
    ]);
    expect(json(form, 'question_queries')).toEqual([
      { id: 12, query_text: 'Who founded Acme?', expected_response: 'Ana' },
    ]);
    expect(form.get('remove_logo')).toBe('true');
  });

  it('attaches a new logo file instead of removing', () => {
    const values = {
      ...filled(),
      logo: new File(['x'], 'logo.png', { type: 'image/png' }),
      remove_logo: true,
    };
    const form = brandFormData(values, 'edit');
    expect((form.get('entity_picture') as File).name).toBe('logo.png');
    expect(form.has('remove_logo')).toBe(false);
  });
});

describe('server errors', () => {
  it('places field errors on the wizard fields and picks the first step', () => {
    expect(
      serverErrorsOnFields({
        ai_engines: ['At least one AI engine is required'],
        'ranking_queries.0.query_text': ['Prompt text is required'],
        location: ['Location is required'],
        unknown: ['x'],
      }),
    ).toEqual({
      errors: {
        ai_engines: 'At least one AI engine is required',
        ranking: 'Prompt text is required',
        location: 'Location is required',
      },
      step: 0,
    });
    expect(serverErrorsOnFields(undefined)).toEqual({ errors: {}, step: null });
  });
});
