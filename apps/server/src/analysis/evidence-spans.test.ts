import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeAnswer } from './analyze-answer.ts';
import { citationMarkers } from './evidence-spans.ts';
import { type GoldCase, namedInText } from './gold-cases.ts';

const DEV_CASES = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'fixtures',
  'answers',
  'product-bench-run1-cases-dev.jsonl',
);

describe('citationMarkers', () => {
  it('finds numbered, titled, linked and bare markers with the URL each points to', () => {
    const text =
      'Acme is best [1]. See ([Wired][2]) or [Beta](https://beta.example/x) and https://gamma.example/y.\n\n[2]: https://wired.example/a';
    const markers = citationMarkers(text, [{ url: 'https://one.example/' }]);
    expect(markers.map(({ span: [s, e], url }) => [text.slice(s, e), url])).toEqual([
      ['[1]', 'https://one.example/'],
      ['[Wired][2]', 'https://wired.example/a'],
      ['[Beta](https://beta.example/x)', 'https://beta.example/x'],
      ['https://gamma.example/y.', 'https://gamma.example/y.'],
    ]);
  });

  it('leaves a number in brackets with nothing to point to without a URL, and reads no footnote list', () => {
    expect(citationMarkers('Top 3 [4]\n[4]: not a url', [])).toEqual([{ span: [6, 9], url: null }]);
  });
});

describe('answerSpans', () => {
  it('marks tracked competitors, and ranked brands the project does not track, under their names', () => {
    const answer =
      'Top picks:\n\n1. **Zorbix Pro 5** — fast.\n2. **Acme One** — cheap.\n3. **Beta Max** — quiet.';
    const { spans, position } = analyzeAnswer({
      engine: 'chatgpt',
      prompt: 'best blender',
      answer,
      brand: { name: 'Acme' },
      competitors: ['Beta'],
    });
    const text = ([s, e]: [number, number]) => answer.slice(s, e);
    expect(position).toBe(2);
    expect(spans.brand.map(text)).toEqual(['Acme']);
    expect(text(spans.position as [number, number])).toBe('2. **Acme One** — cheap.');
    expect(spans.competitors.map((c) => [c.name, c.spans.map(text)])).toEqual([
      ['Beta', ['Beta']],
      ['Zorbix', ['Zorbix Pro 5']],
    ]);
  });
});

/**
 * Every labelled name of the dev split's gold answers is covered by a span of the stored evidence:
 * the brand's mentions name it, each labelled competitor has spans, and the position item holds
 * the brand. The frozen test split is not read here.
 */
describe('evidence spans on the gold answers (dev split)', () => {
  const cases: GoldCase[] = readFileSync(DEV_CASES, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

  it('covers the labelled brand, its position item and the labelled competitors', () => {
    let positions = 0;
    let namedItems = 0;
    let mentions = 0;
    let namedMentions = 0;
    for (const c of cases) {
      const analysis = analyzeAnswer(c);
      const { spans } = analysis;
      const text = ([s, e]: [number, number]) => c.answer.slice(s, e);
      for (const span of [...spans.brand, ...spans.competitors.flatMap((x) => x.spans)]) {
        expect(span[0], c.id).toBeLessThan(span[1]);
        expect(span[1], c.id).toBeLessThanOrEqual(c.answer.length);
      }
      if (c.label.mentioned && analysis.mentioned) {
        expect(spans.brand.length, c.id).toBeGreaterThan(0);
      }
      if (!c.label.mentioned) expect(spans.brand, c.id).toEqual([]);
      // The brand is named as such, or only by its lines ("MacBook" for Apple).
      if (spans.brand.length > 0) {
        mentions++;
        if (spans.brand.some((s) => namedInText(text(s), c.brand.name))) namedMentions++;
      }
      if (c.label.position !== null && analysis.position !== null) {
        positions++;
        const item = spans.position as [number, number];
        expect(item, c.id).not.toBeNull();
        const row = analysis.ranking.find((r) => r.is_brand) as { span: [number, number] };
        expect(item[0] <= row.span[0] && item[1] >= row.span[1], c.id).toBe(true);
        // The item names the brand itself, or a line the answer says is the brand's (De'Longhi's
        // machine for Nespresso, sold as one company).
        if (
          spans.brand.some(([s, e]) => s >= item[0] && e <= item[1]) ||
          namedInText(text(item), c.brand.name)
        )
          namedItems++;
      }
      // A labelled competitor the analyzer reads as named has its spans.
      const named = new Set(analysis.ranking.map((r) => r.matched_to).filter(Boolean));
      for (const name of c.competitors.filter((n): n is string => typeof n === 'string' && named.has(n))) {
        expect(
          spans.competitors.find((x) => x.name === name)?.spans.length ?? 0,
          `${c.id}: ${name}`,
        ).toBeGreaterThan(0);
      }
    }
    expect(positions).toBeGreaterThan(500);
    expect(namedItems / positions).toBeGreaterThan(0.97);
    expect(namedMentions / mentions).toBeGreaterThan(0.95);
    console.log(
      `evidence spans: ${positions} position items, ${namedItems} naming the brand; ${mentions} answers naming it, ${namedMentions} by its own name`,
    );
  }, 120_000);
});
