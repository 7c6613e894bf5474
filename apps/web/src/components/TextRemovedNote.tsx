// The line shown where an answer's text was, once the retention policy removed it: its reading and
// figures stay, so the screens say why the text is missing instead of showing an empty answer.
import { Text, type TextProps } from '@mantine/core';
import { answerTextRemoved } from '@sightline/contracts';

export function TextRemovedNote({ at, size = 'sm' }: { at: string; size?: TextProps['size'] }) {
  return (
    <Text size={size} c="dimmed" fs="italic" data-testid="text-removed">
      {answerTextRemoved(at)}
    </Text>
  );
}
