// The keyword explorer's country and language options (spec 3 section 3): Global plus 50 countries by
// ISO 3166 code, and 31 languages by ISO 639-1 code. A country's numeric ISO code names it for
// volume providers (Google Ads locations are 2000 + that number).

export const GLOBAL_COUNTRY = 'GLOBAL';

export const KEYWORD_COUNTRIES = [
  { code: GLOBAL_COUNTRY, name: 'Global', numeric: null },
  { code: 'US', name: 'United States', numeric: 840 },
  { code: 'GB', name: 'United Kingdom', numeric: 826 },
  { code: 'CA', name: 'Canada', numeric: 124 },
  { code: 'AU', name: 'Australia', numeric: 36 },
  { code: 'NZ', name: 'New Zealand', numeric: 554 },
  { code: 'IE', name: 'Ireland', numeric: 372 },
  { code: 'ES', name: 'Spain', numeric: 724 },
  { code: 'MX', name: 'Mexico', numeric: 484 },
  { code: 'AR', name: 'Argentina', numeric: 32 },
  { code: 'CO', name: 'Colombia', numeric: 170 },
  { code: 'CL', name: 'Chile', numeric: 152 },
  { code: 'PE', name: 'Peru', numeric: 604 },
  { code: 'BR', name: 'Brazil', numeric: 76 },
  { code: 'PT', name: 'Portugal', numeric: 620 },
  { code: 'FR', name: 'France', numeric: 250 },
  { code: 'BE', name: 'Belgium', numeric: 56 },
  { code: 'CH', name: 'Switzerland', numeric: 756 },
  { code: 'DE', name: 'Germany', numeric: 276 },
  { code: 'AT', name: 'Austria', numeric: 40 },
  { code: 'IT', name: 'Italy', numeric: 380 },
  { code: 'NL', name: 'Netherlands', numeric: 528 },
  { code: 'SE', name: 'Sweden', numeric: 752 },
  { code: 'NO', name: 'Norway', numeric: 578 },
  { code: 'DK', name: 'Denmark', numeric: 208 },
  { code: 'FI', name: 'Finland', numeric: 246 },
  { code: 'PL', name: 'Poland', numeric: 616 },
  { code: 'CZ', name: 'Czechia', numeric: 203 },
  { code: 'HU', name: 'Hungary', numeric: 348 },
  { code: 'RO', name: 'Romania', numeric: 642 },
  { code: 'BG', name: 'Bulgaria', numeric: 100 },
  { code: 'HR', name: 'Croatia', numeric: 191 },
  { code: 'GR', name: 'Greece', numeric: 300 },
  { code: 'TR', name: 'Turkey', numeric: 792 },
  { code: 'UA', name: 'Ukraine', numeric: 804 },
  { code: 'IL', name: 'Israel', numeric: 376 },
  { code: 'AE', name: 'United Arab Emirates', numeric: 784 },
  { code: 'SA', name: 'Saudi Arabia', numeric: 682 },
  { code: 'EG', name: 'Egypt', numeric: 818 },
  { code: 'MA', name: 'Morocco', numeric: 504 },
  { code: 'ZA', name: 'South Africa', numeric: 710 },
  { code: 'NG', name: 'Nigeria', numeric: 566 },
  { code: 'IN', name: 'India', numeric: 356 },
  { code: 'SG', name: 'Singapore', numeric: 702 },
  { code: 'MY', name: 'Malaysia', numeric: 458 },
  { code: 'ID', name: 'Indonesia', numeric: 360 },
  { code: 'PH', name: 'Philippines', numeric: 608 },
  { code: 'TH', name: 'Thailand', numeric: 764 },
  { code: 'VN', name: 'Vietnam', numeric: 704 },
  { code: 'JP', name: 'Japan', numeric: 392 },
  { code: 'KR', name: 'South Korea', numeric: 410 },
] as const;
export type KeywordCountry = (typeof KEYWORD_COUNTRIES)[number]['code'];
export const KEYWORD_COUNTRY_CODES = KEYWORD_COUNTRIES.map((c) => c.code) as [
  KeywordCountry,
  ...KeywordCountry[],
];

export const DEFAULT_KEYWORD_LANGUAGE = 'en';

export const KEYWORD_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'it', name: 'Italian' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'nl', name: 'Dutch' },
  { code: 'sv', name: 'Swedish' },
  { code: 'da', name: 'Danish' },
  { code: 'no', name: 'Norwegian' },
  { code: 'fi', name: 'Finnish' },
  { code: 'pl', name: 'Polish' },
  { code: 'cs', name: 'Czech' },
  { code: 'hu', name: 'Hungarian' },
  { code: 'ro', name: 'Romanian' },
  { code: 'bg', name: 'Bulgarian' },
  { code: 'hr', name: 'Croatian' },
  { code: 'el', name: 'Greek' },
  { code: 'tr', name: 'Turkish' },
  { code: 'ru', name: 'Russian' },
  { code: 'uk', name: 'Ukrainian' },
  { code: 'ar', name: 'Arabic' },
  { code: 'he', name: 'Hebrew' },
  { code: 'hi', name: 'Hindi' },
  { code: 'id', name: 'Indonesian' },
  { code: 'ms', name: 'Malay' },
  { code: 'th', name: 'Thai' },
  { code: 'vi', name: 'Vietnamese' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'zh', name: 'Chinese' },
] as const;
export type KeywordLanguage = (typeof KEYWORD_LANGUAGES)[number]['code'];
export const KEYWORD_LANGUAGE_CODES = KEYWORD_LANGUAGES.map((l) => l.code) as [
  KeywordLanguage,
  ...KeywordLanguage[],
];

/** The option's display name, or the code itself for a code no longer offered. */
export const countryName = (code: string) => KEYWORD_COUNTRIES.find((c) => c.code === code)?.name ?? code;
export const languageName = (code: string) => KEYWORD_LANGUAGES.find((l) => l.code === code)?.name ?? code;
