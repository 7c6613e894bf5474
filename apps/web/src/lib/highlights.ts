// Highlights of an answer's reading (spans are offsets into the raw answer text), and how one run of
// rendered text splits into pieces under them. Pure: the markdown renderer draws the pieces.
import { type AnswerSpans, HIGHLIGHT_KINDS, type HighlightKind } from '@sightline/contracts';

export interface Highlight {
  start: number;
  end: number;
  kind: HighlightKind;
  /** What it names (the competitor, the source's URL), for the tooltip. */
  label: string;
}

export interface Piece {
  text: string;
  /** Offset of the piece in the source. */
  start: number;
  kinds: HighlightKind[];
  labels: string[];
}

export const highlightsOf = (spans: AnswerSpans, brand: string): Highlight[] => [
  ...(spans.position
    ? [{ start: spans.position[0], end: spans.position[1], kind: 'position' as const, label: brand }]
    : []),
  ...spans.brand.map(([start, end]) => ({ start, end, kind: 'brand' as const, label: brand })),
  ...spans.competitors.flatMap((c) =>
    c.spans.map(([start, end]) => ({ start, end, kind: 'competitor' as const, label: c.name })),
  ),
  ...spans.citations.map(({ span: [start, end], url }) => ({
    start,
    end,
    kind: 'citation' as const,
    label: url ?? '',
  })),
];

/** The kinds that occur, in the legend's order. */
export const kindsIn = (highlights: readonly Highlight[]): HighlightKind[] => {
  const present = new Set(highlights.map((h) => h.kind));
  return HIGHLIGHT_KINDS.filter((k) => present.has(k));
};

/**
 * `text` cut wherever the highlights over it change, each piece with what covers it. `at(i)` is the
 * offset in the source of the text's character i: rendered text skips the source's markup (emphasis
 * marks, list markers, escapes), so its characters need not follow on in the source.
 */
export const piecesOf = (
  text: string,
  at: (i: number) => number,
  highlights: readonly Highlight[],
): Piece[] => {
  if (!text) return [];
  const first = at(0);
  const last = at(text.length - 1);
  const touching = highlights.filter((h) => h.start <= last && h.end > first);
  const piece = (from: number, to: number, over: readonly Highlight[]): Piece => ({
    text: text.slice(from, to),
    start: at(from),
    kinds: [...new Set(over.map((h) => h.kind))],
    labels: [...new Set(over.filter((h) => h.kind !== 'position' && h.label).map((h) => h.label))],
  });
  if (touching.length === 0) return [piece(0, text.length, [])];
  const covering = (i: number) => {
    const offset = at(i);
    return touching.filter((h) => h.start <= offset && offset < h.end);
  };
  const same = (a: readonly Highlight[], b: readonly Highlight[]) =>
    a.length === b.length && a.every((h, k) => h === b[k]);
  const pieces: Piece[] = [];
  let from = 0;
  let over = covering(0);
  for (let i = 1; i < text.length; i++) {
    const next = covering(i);
    if (same(next, over)) continue;
    pieces.push(piece(from, i, over));
    from = i;
    over = next;
  }
  pieces.push(piece(from, text.length, over));
  return pieces;
};
