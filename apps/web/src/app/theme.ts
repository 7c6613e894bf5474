// Sightline's Mantine theme: one brand violet, calm greys, generous radius and a system font stack.
import {
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import { sharedLabels } from '@sightline/contracts';

const brand: MantineColorsTuple = [
  '#f1efff',
  '#dfdcfb',
  '#bdb5f3',
  '#998ced',
  '#7a69e7',
  '#6653e4',
  '#5b47e3',
  '#4b39ca',
  '#4232b5',
  '#3629a0',
];

export const fontStack =
  "Inter, 'Inter var', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Hues whose light tints Mantine writes on with a shade too pale for 4.5:1 (WCAG AA). */
const PALE_HUES = new Set(['gray', 'orange', 'yellow', 'lime', 'green', 'teal', 'cyan']);
const TINTED_VARIANTS = new Set(['light', 'subtle', 'outline', 'transparent']);

/** Text on a tint (badges, avatars, subtle buttons) in the hue's darkest shade, darkened to read on it. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const color = input.color ?? input.theme.primaryColor;
  if (!TINTED_VARIANTS.has(input.variant) || !PALE_HUES.has(color)) return colors;
  // Orange's and yellow's darkest shades are still under 4.5:1 on their tint: darken them a third.
  return { ...colors, color: `color-mix(in srgb, var(--mantine-color-${color}-9) 65%, black)` };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 4 },
  colors: { brand },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    MultiSelect: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    // The arrows show only an icon: they need a name for screen readers.
    Pagination: {
      defaultProps: {
        getControlProps: (control: keyof typeof sharedLabels.pagination) => ({
          'aria-label': sharedLabels.pagination[control],
        }),
      },
    },
    // The close cross of dialogs and drawers is an icon only: it needs a name too.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': sharedLabels.close } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': sharedLabels.close } } },
  },
});
