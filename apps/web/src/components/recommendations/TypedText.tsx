// Texts typed out word by word (50 ms a word), one after the other; a new set of texts starts again.
import { Text } from '@mantine/core';
import { TYPING_MS_PER_WORD } from '@sightline/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { sequenceLength, typedSequence } from '../../lib/typing.ts';

/** Renders each typed text through `render` (its index, the text so far). */
export function TypedSequence({
  texts,
  render,
}: {
  texts: readonly string[];
  render: (text: string, index: number) => ReactNode;
}) {
  const key = texts.join('\u0000');
  const [typed, setTyped] = useState({ key, words: 0 });
  const total = sequenceLength(texts);
  const words = typed.key === key ? typed.words : 0;
  useEffect(() => {
    if (words >= total) return;
    const timer = setTimeout(() => setTyped({ key, words: words + 1 }), TYPING_MS_PER_WORD);
    return () => clearTimeout(timer);
  }, [key, words, total]);
  return (
    <div data-testid="typed" data-done={words >= total}>
      {typedSequence(texts, words).map((t, i) => (t ? render(t, i) : null))}
    </div>
  );
}

export function TypedLine({ children }: { children: string }) {
  return (
    <Text size="sm" mb={6}>
      {children}
    </Text>
  );
}
