/** Splits prose into sentences; abbreviations like "Inc." may split early, which only shortens a quote. */
export declare const splitSentences: (text: string) => string[];
/** Lowercase, accents folded, punctuation dropped: the form used to compare two strings. */
export declare const foldText: (s: string) => string;
/** Key under which two phrasings of the same prompt collide (word order and filler words ignored). */
export declare const dedupeKey: (s: string) => string;
export declare const capitalize: (s: string) => string;
/** "a, b and c" */
export declare const joinList: (items: readonly string[]) => string;
export declare const truncate: (s: string, max: number) => string;
/** "Acme's", and "Acme Boards'" for names ending in s. */
export declare const possessive: (name: string) => string;
