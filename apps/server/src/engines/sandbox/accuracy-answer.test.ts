import { describe, expect, it } from 'vitest';
import { isBrandQuestion, writeAccuracyAnswer } from './accuracy-answer.ts';
import { seededRandom } from './prng.ts';
import { sandboxRequest } from './test-requests.ts';

const project = sandboxRequest('chatgpt').project;

describe('isBrandQuestion', () => {
  it.each([
    ['Where is Brightpipe headquartered?', true],
    ['What does brightpipe.io offer?', true],
    ['Is Brightpipe CRM GDPR compliant?', true],
    ['best alternatives to Brightpipe', false],
    ['Brightpipe vs HubSpot', false],
    ['best CRM for startups', false],
  ])('%s -> %s', (prompt, expected) => {
    expect(isBrandQuestion(prompt, project)).toBe(expected);
  });
});

describe('writeAccuracyAnswer', () => {
  it('is sometimes right, sometimes partly right, sometimes wrong', () => {
    const req = sandboxRequest('gemini', { prompt: 'Where is Brightpipe based?' });
    const answers = Array.from({ length: 300 }, (_, i) => writeAccuracyAnswer(req, seededRandom('acc', i)));
    const share = (a: string) => answers.filter((x) => x.accuracy === a).length / answers.length;
    expect(share('correct')).toBeGreaterThan(0.3);
    expect(share('partial')).toBeGreaterThan(0.15);
    expect(share('wrong')).toBeGreaterThan(0.08);

    const correct = answers.find((a) => a.accuracy === 'correct');
    expect(correct?.text).toContain('Lisbon, Portugal');
    expect(correct?.text).toContain('brightpipe.io');
    expect(answers.find((a) => a.accuracy === 'partial')?.text).toContain('Portugal');
    const wrong = answers.find((a) => a.accuracy === 'wrong');
    expect(wrong?.text).not.toContain('Lisbon');
    expect(wrong?.text).not.toContain('brightpipe.io');
    for (const a of answers) {
      expect(a.citations.length).toBeGreaterThanOrEqual(2);
      expect(a.citations.length).toBeLessThanOrEqual(6);
    }
  });
});
