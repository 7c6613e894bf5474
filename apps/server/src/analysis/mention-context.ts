import { endsSentence } from './inline-segments.ts';
import { COMPARISON_CUES, NEGATIVE_CUES } from './lexicon.ts';

/** Start and end of the sentence around `pos`, in run-together text as well as in prose. */
export function sentenceAround(text: string, pos: number): [number, number] {
  let start = 0;
  for (let i = pos - 1; i >= 0; i--) {
    if (text[i] === '\n' || (/[.!?]/.test(text[i]) && endsSentence(text, i))) {
      start = i + 1;
      break;
    }
  }
  let end = text.length;
  for (let i = pos; i < text.length; i++) {
    if (text[i] === '\n' || (/[.!?]/.test(text[i]) && endsSentence(text, i))) {
      end = i + 1;
      break;
    }
  }
  return [start, end];
}

/**
 * Whether the words just before a mention make it a point of comparison or a component
 * ("cheaper than the Acme", "powered by Acme chips") rather than something recommended.
 */
export function isComparisonContext(text: string, mentionStart: number, clauseStart: number): boolean {
  const before = text
    .slice(Math.max(clauseStart, mentionStart - 60), mentionStart)
    .replace(/[*_[\]]/g, ' ')
    .replace(/\b(?:the|a|an)\s*$/i, '')
    .trimEnd();
  return COMPARISON_CUES.test(`${before}`);
}

/** Whether the sentence holding a mention says the engine does not know it or advises against it. */
export function isNegativeContext(text: string, mentionStart: number): boolean {
  const [start, end] = sentenceAround(text, mentionStart);
  return NEGATIVE_CUES.test(text.slice(start, end));
}
