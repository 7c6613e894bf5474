import { describe, expect, it } from 'vitest';
import { modelChanges, type ServedAnswers } from './model-changes.ts';

const answers = (engine: string, day: string, ...models: (string | null)[]): ServedAnswers[] =>
  models.map((served_model) => ({ engine, day, served_model, answers: 1 }));

describe('modelChanges', () => {
  it('finds the day each engine moved to another model', () => {
    expect(
      modelChanges([
        ...answers('claude', '2026-03-09', 'claude-sonnet-5-5-20260301', 'claude-sonnet-5-5-20260301'),
        ...answers('chatgpt', '2026-03-02', 'gpt-6-2026-02-01', 'gpt-6-2026-02-01'),
        ...answers('chatgpt', '2026-03-16', 'gpt-6-2026-03-10', 'gpt-6-2026-03-10'),
        ...answers('chatgpt', '2026-03-09', 'gpt-6-2026-02-01'),
        ...answers('claude', '2026-03-02', 'claude-sonnet-5-5-20260101'),
      ]),
    ).toEqual([
      {
        engine: 'claude',
        date: '2026-03-09',
        from: 'claude-sonnet-5-5-20260101',
        to: 'claude-sonnet-5-5-20260301',
      },
      { engine: 'chatgpt', date: '2026-03-16', from: 'gpt-6-2026-02-01', to: 'gpt-6-2026-03-10' },
    ]);
  });

  it('follows the model that served most of a day, so one sample of a rollout is not a change', () => {
    expect(
      modelChanges([
        ...answers('gemini', '2026-03-02', 'gemini-3.8-flash', 'gemini-3.8-flash', 'gemini-3.8-flash'),
        ...answers('gemini', '2026-03-09', 'gemini-3.8-flash', 'gemini-3.9-flash', 'gemini-3.8-flash'),
        ...answers('gemini', '2026-03-16', 'gemini-3.9-flash', 'gemini-3.9-flash', 'gemini-3.8-flash'),
      ]),
    ).toEqual([{ engine: 'gemini', date: '2026-03-16', from: 'gemini-3.8-flash', to: 'gemini-3.9-flash' }]);
  });

  it('skips days on which the provider did not say, and reports a change back', () => {
    expect(
      modelChanges([
        ...answers('copilot', '2026-03-02', null, null),
        ...answers('perplexity', '2026-03-02', 'sonar-pro'),
        ...answers('perplexity', '2026-03-09', null),
        ...answers('perplexity', '2026-03-16', 'sonar-pro'),
        ...answers('perplexity', '2026-03-23', 'sonar-reasoning'),
        ...answers('perplexity', '2026-03-30', 'sonar-pro'),
      ]),
    ).toEqual([
      { engine: 'perplexity', date: '2026-03-23', from: 'sonar-pro', to: 'sonar-reasoning' },
      { engine: 'perplexity', date: '2026-03-30', from: 'sonar-reasoning', to: 'sonar-pro' },
    ]);
    expect(modelChanges([])).toEqual([]);
  });

  it('weighs a roll-up row by its answers', () => {
    expect(
      modelChanges([
        { engine: 'chatgpt', day: '2026-03-02', served_model: 'gpt-a', answers: 3 },
        { engine: 'chatgpt', day: '2026-03-09', served_model: 'gpt-a', answers: 2 },
        { engine: 'chatgpt', day: '2026-03-09', served_model: 'gpt-b', answers: 3 },
      ]),
    ).toEqual([{ engine: 'chatgpt', date: '2026-03-09', from: 'gpt-a', to: 'gpt-b' }]);
  });
});
