// Written by `npm run accuracy:release` (apps/server/src/cli/accuracy-release.ts): the analyzer's accuracy
// on labelled answers it was never tuned on, as the app quotes it. Do not edit by hand.
import type { PublishedAccuracy } from './analyzer-accuracy.ts';

export const PUBLISHED_ACCURACY: PublishedAccuracy = {
  analyzerVersion: '1.5.0',
  date: '2026-11-29',
  heldOut: [
    {
      set: 'AI Product Bench run 1: ChatGPT web app and Google AI Mode, May 2025',
      answers: 92,
      exactPosition: 0.96,
      mentionF1: 0.999,
      byEngine: [
        {
          engine: 'ai_mode',
          exactPosition: 0.935,
        },
        {
          engine: 'chatgpt',
          exactPosition: 0.988,
        },
      ],
    },
  ],
};
