import { proportionCi95 } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import type { DashboardPrompt } from './dashboard.repo.ts';
import {
  presentHeatmap,
  presentQuestionResponses,
  presentStats,
  questionProviders,
} from './question.presenter.ts';
import type { RatingDayRow } from './question.repo.ts';

const rating = (
  engine: string,
  day: string,
  correct: number,
  almost: number,
  wrong: number,
): RatingDayRow => ({
  engine,
  day,
  rating_sum: 2 * correct + almost,
  rating_count: correct + almost + wrong,
  correct,
  almost,
  wrong,
  score_sum: 9 * correct + 5 * almost,
  score_count: correct + almost + wrong,
  score_sq_sum: 81 * correct + 25 * almost,
});

describe('question presenter', () => {
  it('names the rating of each answer and passes the expected response', () => {
    const prompt = { query_text: 'Where?', expected_response: 'Madrid' } as DashboardPrompt;
    const answer = {
      id: 1,
      engine: 'chatgpt',
      answer_text: 'Madrid',
      text_removed_at: null,
      position: null,
      appears: false,
      rating: 1,
      score: '7.5',
      simulated: true,
      model: 'gpt-4.1',
      served_model: 'gpt-4.1-2025-04-14',
      status: 'COMPLETED' as const,
      executed_at: new Date('2026-11-22T08:00:00Z'),
      sources: [],
    };
    const reply = presentQuestionResponses(
      prompt,
      [answer, { ...answer, id: 2, rating: null, score: null }],
      {
        current_page: 1,
        total_pages: 1,
        total_items: 2,
      },
    );
    expect(reply.responses.map((r) => [r.accuracy, r.accuracyScore, r.expectedResponse])).toEqual([
      ['Almost Correct', 7.5, 'Madrid'],
      [null, null, 'Madrid'],
    ]);
    expect(reply.responses[0]).toMatchObject({ model: 'gpt-4.1', served_model: 'gpt-4.1-2025-04-14' });
  });

  it('lists the filtered providers, else the project engines then others with ratings', () => {
    const rows = [rating('perplexity', '2026-11-22', 1, 0, 0)];
    expect(questionProviders(['chatgpt'], undefined, rows)).toEqual(['chatgpt', 'perplexity']);
    expect(questionProviders(['chatgpt'], ['gemini'], rows)).toEqual(['gemini']);
  });

  it('gives stats in percent of the rated answers and heatmap cells per column', () => {
    const rows = [rating('chatgpt', '2026-11-20', 2, 1, 1), rating('chatgpt', '2026-11-22', 0, 0, 1)];
    const outcomes = {
      answers_counted: 6,
      answers_empty: 0,
      answers_refused: 1,
      answers_failed: 0,
      answers_simulated: 0,
      rated_by: { llm: 4, fact_check: 1, unknown: 0, models: ['gpt-4o-mini'] },
    };
    const stats = presentStats(['chatgpt', 'gemini'], rows, outcomes);
    expect(stats).toMatchObject(outcomes);
    expect(stats.stats).toEqual([
      {
        name: 'chatgpt',
        value: 5,
        averageScore: 4.6,
        // Scores 9, 9, 5, 0, 0: s = 4.506, t(0.975, 4) = 2.776: 4.6 ± 5.595, cut at 0.
        averageScore_n: 5,
        averageScore_ci95: [0, 10],
        correctResponses: 40,
        correctResponses_n: 5,
        correctResponses_ci95: proportionCi95(2, 5, 100),
        almostCorrectResponses: 20,
        almostCorrectResponses_n: 5,
        almostCorrectResponses_ci95: proportionCi95(1, 5, 100),
        wrongResponses: 40,
        wrongResponses_n: 5,
        wrongResponses_ci95: proportionCi95(2, 5, 100),
      },
      {
        name: 'gemini',
        value: 0,
        averageScore: null,
        averageScore_n: 0,
        averageScore_ci95: null,
        correctResponses: 0,
        correctResponses_n: 0,
        correctResponses_ci95: null,
        almostCorrectResponses: 0,
        almostCorrectResponses_n: 0,
        almostCorrectResponses_ci95: null,
        wrongResponses: 0,
        wrongResponses_n: 0,
        wrongResponses_ci95: null,
      },
    ]);
    expect(proportionCi95(2, 5, 100)).toEqual([11.762, 76.928]);
    const heatmap = presentHeatmap(
      ['chatgpt'],
      ['2026-11-20', '2026-11-21', '2026-11-22'],
      1,
      '2026-11-22',
      rows,
      outcomes,
    );
    expect(heatmap).toMatchObject(outcomes);
    expect(heatmap.bucket_days).toBe(1);
    expect(heatmap.providers[0].cells.map((c) => [c.state, c.responses, c.score_n, c.score_ci95])).toEqual([
      // Scores 9, 9, 5, 0: mean 5.75, s = 4.272, t(0.975, 3) = 3.182: ± 6.798.
      ['almost-correct', 4, 4, [0, 10]],
      ['no-data', 0, 0, null],
      ['wrong', 1, 1, null],
    ]);
  });
});
