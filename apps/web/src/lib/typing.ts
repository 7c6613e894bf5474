// The agent's typed-out display (spec 2 section 4): texts appear word by word, 50 ms a word, one
// text after the other in a fixed order. Pure: what is shown after a number of words.

/** The words of a text, each with the space that follows it kept, so joining them rebuilds it. */
const wordsOf = (text: string): string[] => text.match(/\S+\s*/g) ?? [];

/** The texts as shown after `typed` words of the sequence: whole, cut mid-text, or not yet begun. */
export const typedSequence = (texts: readonly string[], typed: number): string[] => {
  let left = typed;
  return texts.map((text) => {
    const words = wordsOf(text);
    const shown = words.slice(0, Math.max(0, left)).join('');
    left -= words.length;
    return shown;
  });
};

/** Words in the whole sequence. */
export const sequenceLength = (texts: readonly string[]) => texts.reduce((n, t) => n + wordsOf(t).length, 0);

/** Splits social-post text into plain parts and links, hashtags and mentions (highlighted). */
export const postParts = (content: string): { text: string; kind: 'plain' | 'link' | 'tag' }[] =>
  content
    .split(/(https?:\/\/\S+|[#@][\p{L}\p{N}_]+)/u)
    .filter(Boolean)
    .map((text) => ({
      text,
      kind: /^https?:\/\//.test(text) ? 'link' : /^[#@][\p{L}\p{N}_]/u.test(text) ? 'tag' : 'plain',
    }));
