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

/** `text` (at `start` in the source) cut at every highlight edge inside it, each piece with what covers it. */
export const piecesOf = (text: string, start: number, highlights: readonly Highlight[]): Piece[] => {
  const end = start + text.length;
  const touching = highlights.filter((h) => h.start < end && h.end > start);
  if (touching.length === 0) return [{ text, start, kinds: [], labels: [] }];
  const cuts = new Set([start, end]);
  for (const h of touching) {
    if (h.start > start) cuts.add(h.start);
    if (h.end < end) cuts.add(h.end);
  }
  const edges = [...cuts].sort((a, b) => a - b);
  const pieces: Piece[] = [];
  for (let i = 0; i < edges.length - 1; i++) {
    const [from, to] = [edges[i], edges[i + 1]];
    const over = touching.filter((h) => h.start <= from && h.end >= to);
    pieces.push({
      text: text.slice(from - start, to - start),
      start: from,
      kinds: [...new Set(over.map((h) => h.kind))],
      labels: [...new Set(over.filter((h) => h.kind !== 'position' && h.label).map((h) => h.label))],
    });
  }
  return pieces;
};
