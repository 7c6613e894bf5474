import { describe, expect, it } from 'vitest';
import { volumeKeyword } from './keyword-math.ts';
import { createSandboxVolumes, createVolumeProvider, sandboxFigures } from './volume-provider.ts';

const spain = { country: 'ES', language: 'es' };

describe('the sandbox volume provider', () => {
  it('says its figures are simulated', () => {
    expect(createSandboxVolumes().simulated).toBe(true);
    expect(createVolumeProvider({ provider: 'sandbox', latencyMs: 0 }).simulated).toBe(true);
    expect(
      createVolumeProvider({ provider: 'dataforseo', login: 'l', password: 'p', baseURL: undefined })
        .simulated,
    ).toBe(false);
  });

  it('gives the same figures for the same phrase and market, twelve months whose mean is the volume', () => {
    const a = sandboxFigures('best crm software', spain);
    expect(sandboxFigures('best crm software', spain)).toEqual(a);
    expect(a.monthly).toHaveLength(12);
    const mean = (a.monthly as number[]).reduce((s, v) => s + v, 0) / 12;
    expect(a.volume).toBe(Math.round(mean));
    expect(sandboxFigures('best crm software', { country: 'FR', language: 'fr' })).not.toEqual(a);
  });

  it('searches long phrases less than short ones, on average', () => {
    const mean = (words: number) => {
      const volumes = Array.from(
        { length: 200 },
        (_, i) =>
          sandboxFigures(Array.from({ length: words }, (_, w) => `w${i}x${w}`).join(' '), spain).volume!,
      );
      return volumes.reduce((s, v) => s + v, 0) / volumes.length;
    };
    expect(mean(2)).toBeGreaterThan(mean(8));
  });

  it('answers every phrase asked', async () => {
    const phrases = ['crm', volumeKeyword('What is the best CRM?')!];
    const figures = await createSandboxVolumes().volumes(phrases, spain, AbortSignal.timeout(1000));
    expect([...figures.keys()]).toEqual(phrases);
  });
});
