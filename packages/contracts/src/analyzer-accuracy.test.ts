import { describe, expect, it } from 'vitest';
import { analyzerAccuracyText } from './analyzer-accuracy.ts';

describe('analyzerAccuracyText', () => {
  it('quotes each held-out set with its engines by name', () => {
    const text = analyzerAccuracyText({
      analyzerVersion: '9.1.0',
      date: '2030-01-02',
      heldOut: [
        {
          set: 'Bench',
          answers: 40,
          exactPosition: 0.9612,
          mentionF1: 0.9987,
          byEngine: [
            { engine: 'ai_mode', exactPosition: 0.935 },
            { engine: 'someengine', exactPosition: 1 },
          ],
        },
      ],
    });
    expect(text).toContain('version 9.1.0');
    expect(text).toContain('Measured on 2030-01-02: on 40 real answers it was never tuned on (Bench)');
    expect(text).toContain('96.1\u00a0% of brands exactly the right position');
    expect(text).toContain('(Google AI Mode 93.5\u00a0%, someengine 100.0\u00a0%)');
    expect(text).toContain('F1 score of 0.999');
  });

  it('says only what reads the answers before any release', () => {
    expect(analyzerAccuracyText({ analyzerVersion: '1.0.0', date: '', heldOut: [] })).toBe(
      'Positions and mentions are read from each answer by Sightline’s analyzer (version 1.0.0).',
    );
  });
});
