/**
 * Splits one run of text into heads ("Name:" or "Label:"), running text and product cards.
 * Scraped Google AI Mode answers arrive as one line with items run together
 * ("…smooth performance.OnePlus 13R: Offers…") and shopping cards glued to their prices
 * ("Google Pixel 9a 128GB$20.79/mo x 244.7(587)"); markdown lines use the same heads
 * ("CPU: Ryzen 7"). Offsets are absolute positions in the answer.
 */
export type Segment =
  | {
      kind: 'head';
      start: number;
      end: number;
    }
  | {
      kind: 'text';
      start: number;
      end: number;
    }
  | {
      kind: 'card';
      start: number;
      end: number;
      nameEnd: number;
    };
/** Whether the `.`, `!` or `?` at `i` ends a sentence, allowing for run-together text. */
export declare function endsSentence(text: string, i: number): boolean;
export declare function segmentInline(text: string, start: number, end: number): Segment[];
