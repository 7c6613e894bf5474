import { describe, expect, it } from 'vitest';
import { KEYWORD_COUNTRIES, KEYWORD_LANGUAGES } from './keyword-options.ts';

describe('the keyword explorer options (spec 3 section 3)', () => {
  it('offers Global first, then 50 countries by ISO code, each once', () => {
    expect(KEYWORD_COUNTRIES[0]).toEqual({ code: 'GLOBAL', name: 'Global', numeric: null });
    const countries = KEYWORD_COUNTRIES.slice(1);
    expect(countries).toHaveLength(50);
    expect(new Set(countries.map((c) => c.code)).size).toBe(50);
    expect(new Set(countries.map((c) => c.numeric)).size).toBe(50);
    for (const c of countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      // A real region code (an unknown one comes back as itself).
      expect(new Intl.DisplayNames(['en'], { type: 'region' }).of(c.code)).not.toBe(c.code);
    }
  });

  it('offers 31 languages by ISO 639-1 code, English, Spanish, French and German among them', () => {
    expect(KEYWORD_LANGUAGES).toHaveLength(31);
    const codes = KEYWORD_LANGUAGES.map((l) => l.code);
    expect(new Set(codes).size).toBe(31);
    expect(codes.slice(0, 4)).toEqual(['en', 'es', 'fr', 'de']);
    for (const l of KEYWORD_LANGUAGES)
      expect(new Intl.DisplayNames(['en'], { type: 'language' }).of(l.code)).toContain(l.name);
  });
});
