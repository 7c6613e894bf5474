/** Start and end of the sentence around `pos`, in run-together text as well as in prose. */
export declare function sentenceAround(text: string, pos: number): [number, number];
/**
 * Whether the words just before a mention make it a point of comparison or a component
 * ("cheaper than the Acme", "powered by Acme chips") rather than something recommended.
 */
export declare function isComparisonContext(text: string, mentionStart: number, clauseStart: number): boolean;
/** Whether the sentence holding a mention says the engine does not know it or advises against it. */
export declare function isNegativeContext(text: string, mentionStart: number): boolean;
