export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  /** Optional bullet list shown after the paragraphs. */
  items?: readonly string[];
}
