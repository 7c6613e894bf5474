// The legend of the share of voice bands (High, Medium, Low, Very Low) with their ranges.
import { ColorSwatch, Group, Text } from '@mantine/core';
import { shareOfVoiceLabels as l } from '@sightline/contracts';
import { shareOfVoiceLegend } from './share-of-voice.ts';
import { BAND_HEX } from './share-of-voice-export.ts';

export function ShareOfVoiceLegend() {
  return (
    <Group gap="md" wrap="wrap" aria-label={l.legend} role="list">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {l.legend}
      </Text>
      {shareOfVoiceLegend().map((band) => (
        <Group key={band.key} gap={6} wrap="nowrap" role="listitem">
          <ColorSwatch color={BAND_HEX[band.key]} size={12} radius={3} withShadow={false} />
          <Text size="xs">
            <Text span fw={600} inherit>
              {l.bands[band.key]}
            </Text>{' '}
            <Text span c="dimmed" inherit>
              {band.range}
            </Text>
          </Text>
        </Group>
      ))}
    </Group>
  );
}
