// The text colour that reads on a given background colour: black or white, whichever contrasts more
// (WCAG relative luminance), so initials on a provider's colour stay legible whatever the colour.

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string) => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
};

/** `#000` or `#fff` for text on `background` (a `#rrggbb` colour). */
export const readableTextOn = (background: string): '#000' | '#fff' => {
  const l = luminance(background);
  // Contrast with black is (l + 0.05) / 0.05; with white, 1.05 / (l + 0.05).
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000' : '#fff';
};
