import { describe, expect, it } from 'vitest';
import { maskNonContent } from './text-masking.ts';

describe('maskNonContent', () => {
  it('blanks citations, link targets, footnotes and URLs but keeps offsets', () => {
    const text =
      'Try [Acme](https://acme.com/p) ([Beta Review][1]). See https://x.io/a.\n\n[1]: https://beta.com "Beta Review"';
    const masked = maskNonContent(text);
    expect(masked).toHaveLength(text.length);
    expect(masked).toContain('Acme]');
    expect(masked).not.toContain('acme.com');
    expect(masked).not.toContain('Beta');
    expect(masked).not.toContain('x.io');
  });

  it('blanks the Google AI Mode page furniture', () => {
    const masked = maskNonContent(
      'Pick Acme. AI responses may include mistakes. Learn moreYour feedback helps Google improve.',
    );
    expect(masked.trim()).toBe('Pick Acme.');
  });
});
