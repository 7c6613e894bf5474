// What the admin form edits for each kind of content: its text fields (in order), whether it has an
// image, and how an item is named in the list. Pure, so the form and its test share it.
import {
  type AdminFaq,
  type AdminService,
  type AdminTutorial,
  type adminLabels,
  type ContentKind,
  FaqInputSchema,
  ServiceInputSchema,
  TutorialInputSchema,
} from '@sightline/contracts';

type FieldName = keyof typeof adminLabels.fields;
export interface AdminField {
  name: FieldName;
  /** text: one line; long: a textarea; lines: a textarea of one item per line. */
  type: 'text' | 'long' | 'lines';
  rows?: number;
}

export type AdminItem = AdminTutorial | AdminFaq | AdminService;

export const ADMIN_FORMS: Record<
  ContentKind,
  {
    fields: AdminField[];
    image: 'thumbnail_url' | 'image_url' | null;
    schema: typeof FaqInputSchema | typeof TutorialInputSchema | typeof ServiceInputSchema;
  }
> = {
  tutorials: {
    fields: [
      { name: 'title', type: 'text' },
      { name: 'description', type: 'long', rows: 2 },
      { name: 'duration', type: 'text' },
      { name: 'youtube_id', type: 'text' },
      { name: 'body', type: 'long', rows: 10 },
    ],
    image: 'thumbnail_url',
    schema: TutorialInputSchema,
  },
  faqs: {
    fields: [
      { name: 'question', type: 'text' },
      { name: 'answer', type: 'long', rows: 5 },
    ],
    image: null,
    schema: FaqInputSchema,
  },
  services: {
    fields: [
      { name: 'title', type: 'text' },
      { name: 'short_description', type: 'long', rows: 2 },
      { name: 'full_description', type: 'long', rows: 4 },
      { name: 'features', type: 'lines', rows: 4 },
      { name: 'deliverables', type: 'lines', rows: 3 },
      { name: 'formatted_price', type: 'text' },
      { name: 'price_unit', type: 'text' },
    ],
    image: 'image_url',
    schema: ServiceInputSchema,
  },
};

/** The form's text values of an item (lists one per line), or empty ones for a new item. */
export const formValues = (kind: ContentKind, item: AdminItem | null): Record<string, string> =>
  Object.fromEntries(
    ADMIN_FORMS[kind].fields.map(({ name }) => {
      const value = item ? (item as unknown as Record<string, unknown>)[name] : '';
      return [name, Array.isArray(value) ? value.join('\n') : String(value ?? '')];
    }),
  );

/** How the admin list names an item. */
export const itemName = (item: AdminItem) => ('question' in item ? item.question : item.title);

/** The order after moving one item up (-1) or down (+1); unchanged at either end. */
export const moved = (uuids: readonly string[], uuid: string, step: -1 | 1): string[] => {
  const from = uuids.indexOf(uuid);
  const to = from + step;
  if (from < 0 || to < 0 || to >= uuids.length) return [...uuids];
  const next = [...uuids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
};
