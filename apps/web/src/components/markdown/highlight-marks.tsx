// Highlighted text: a run of text cut at every highlight edge inside it (lib/highlights.ts), each
// highlighted piece a <mark> that says what covers it.
import type { HighlightKind } from '@sightline/contracts';
import { type CSSProperties, Fragment, type ReactNode } from 'react';
import { type Highlight, piecesOf } from '../../lib/highlights.ts';

/** How each kind of highlight looks; the answer view's legend shows the same swatches. */
export const HIGHLIGHT_STYLES: Record<HighlightKind, CSSProperties> = {
  position: {
    backgroundColor: 'var(--mantine-color-yellow-1)',
    boxShadow: '0 0 0 1px var(--mantine-color-yellow-5)',
  },
  brand: { backgroundColor: 'var(--mantine-color-blue-2)', fontWeight: 600 },
  competitor: { backgroundColor: 'var(--mantine-color-orange-1)' },
  citation: {
    backgroundColor: 'var(--mantine-color-gray-1)',
    textDecoration: 'underline dotted var(--mantine-color-gray-6)',
  },
};

/** The style of a piece under several highlights: the most specific kind wins each property. */
const styleOf = (kinds: readonly HighlightKind[]): CSSProperties =>
  Object.assign({ color: 'inherit', padding: 0, borderRadius: 2 }, ...kinds.map((k) => HIGHLIGHT_STYLES[k]));

/** `text` with the highlights over it marked; `at(i)`: the source offset of its character i. */
export const highlighted = (
  text: string,
  at: (i: number) => number,
  highlights: readonly Highlight[],
): ReactNode =>
  piecesOf(text, at, highlights).map((piece) =>
    piece.kinds.length === 0 ? (
      <Fragment key={piece.start}>{piece.text}</Fragment>
    ) : (
      <mark
        key={piece.start}
        data-highlight={piece.kinds.join(' ')}
        title={piece.labels.join(', ') || undefined}
        style={styleOf(piece.kinds)}
      >
        {piece.text}
      </mark>
    ),
  );
