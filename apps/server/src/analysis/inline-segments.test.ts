import { describe, expect, it } from 'vitest';
import { endsSentence, segmentInline } from './inline-segments.ts';

function segments(text: string) {
  return segmentInline(text, 0, text.length).map((s) => [
    s.kind,
    text.slice(s.start, s.kind === 'card' ? s.nameEnd : s.end).trim(),
  ]);
}

describe('segmentInline', () => {
  it('splits run-together items at sentence ends glued to the next name', () => {
    expect(segments('Top: Acme 9a:Great camera.Beta 13R: Fast.')).toEqual([
      ['head', 'Top'],
      ['head', 'Acme 9a'],
      ['text', 'Great camera.'],
      ['head', 'Beta 13R'],
      ['text', 'Fast.'],
    ]);
  });

  it('finds product cards glued to their prices and ratings', () => {
    expect(
      segments('Smaller bezels. Acme Phone 128GB$20.79/mo x 244.7(587)Beta Tab$549.99$649.994.4(9k+)'),
    ).toEqual([
      ['text', 'Smaller bezels.'],
      ['card', 'Acme Phone 128GB'],
      ['card', 'Beta Tab'],
    ]);
  });

  it('ends a local business card after its status, kind of place and street address', () => {
    expect(
      segments(
        'Top rated: Acme Courts4.4(1,587)Open\u00a0·\u00a0Gym6805 Industrial RdBeta Rec Center4.4(325)Closed · Community center3501 2nd St SGamma Hall4.1(19)Closed · Gym12 Elm Ave',
      ),
    ).toEqual([
      ['head', 'Top rated'],
      ['card', 'Acme Courts'],
      ['card', 'Beta Rec Center'],
      ['card', 'Gamma Hall'],
    ]);
  });

  it('leaves prose prices and times alone', () => {
    expect(segments('Prices range from $100 to $800 and it opens at 10:30.')).toEqual([
      ['text', 'Prices range from $100 to $800 and it opens at 10:30.'],
    ]);
  });
});

describe('endsSentence', () => {
  it('knows initials, decimals and list numbers', () => {
    const text = 'J.Crew 4.5 stars. factors: 1. Size';
    expect(endsSentence(text, text.indexOf('.'))).toBe(false);
    expect(endsSentence(text, text.indexOf('4.') + 1)).toBe(false);
    expect(endsSentence(text, text.indexOf('s.') + 1)).toBe(true);
    expect(endsSentence(text, text.indexOf('1.') + 1)).toBe(false);
  });

  it('ends a sentence glued to a next item opening with a number or in lower case', () => {
    const text = 'Warm enough.686 Smarty: fine. Fast.acme Zoom: light. See RTINGS.com for more.';
    expect(endsSentence(text, text.indexOf('.686'))).toBe(true);
    expect(endsSentence(text, text.indexOf('.acme'))).toBe(true);
    expect(endsSentence(text, text.indexOf('.com'))).toBe(false);
  });

  it('ends a sentence after a size or model letter glued to its digits', () => {
    const text = 'Sizes up to 3X.Lane Acme: plus sizes.';
    expect(endsSentence(text, text.indexOf('X.') + 1)).toBe(true);
  });

  it('knows an abbreviation glued to the sentence before it', () => {
    const text = 'Great milk frothing.Mr. Coffee Cafe: cheap.';
    expect(endsSentence(text, text.indexOf('.Mr'))).toBe(true);
    expect(endsSentence(text, text.indexOf('Mr.') + 2)).toBe(false);
    const glued = 'Calming Water CreamDr. Jart Moisturizer';
    expect(endsSentence(glued, glued.indexOf('Dr.') + 2)).toBe(false);
    expect(segments(text).map(([kind, t]) => `${kind}:${t}`)).toEqual([
      'text:Great milk frothing.',
      'head:Mr. Coffee Cafe',
      'text:cheap.',
    ]);
  });
});
