/**
 * General-language word lists the analysis relies on. Nothing here is taken from a particular
 * answer: these are ordinary English words and well-known shop and publisher names.
 */
/**
 * Ordinary English words. A brand name made only of these ("Nothing", "Made In", "Target")
 * must be written capitalised to count, and an unknown list item starting with one
 * ("Cordless Vacuum Cleaner") is treated as an unbranded product, not a brand.
 */
export declare const COMMON_WORDS: Set<string>;
/** Words an AI answer uses to name a category or slot rather than a product ("Best Overall"). */
export declare const LABEL_LEADING_WORDS: RegExp;
/**
 * Section titles under which named things are not recommendations: buying advice, where to
 * shop, sources. Checked before the recommendation words because "Factors to consider" and
 * "Other options to consider" share a verb.
 */
export declare const NON_RECOMMENDATION_SECTION: RegExp;
/**
 * Weaker signs of a non-recommendation section ("Important considerations", "Final
 * thoughts"); a title opening with "Other" or "More" ("Other considerations") continues
 * the recommendations instead.
 */
export declare const WEAK_NON_RECOMMENDATION_SECTION: RegExp;
export declare const CONTINUATION_SECTION: RegExp;
/**
 * Section titles that introduce recommendations: opening with "Best" or "Top", or naming
 * picks ("Other strong options"). "Top" elsewhere ("Solid vs. laminate top") is no sign.
 */
export declare const RECOMMENDATION_SECTION: RegExp;
/** Text that gives advice rather than describing a product ("Decide whether you prefer…"). */
export declare const ADVICE_OPENER: RegExp;
/**
 * Labels of an item's attributes ("Pros:", "Price:", "Why it's good:"): what follows them
 * describes the item above, it does not name a new recommendation.
 */
export declare const ATTRIBUTE_LABEL: RegExp;
/** Clause openers that make a following brand a point of comparison, not a pick. */
export declare const COMPARISON_CUES: RegExp;
/** Phrases that turn a mention into "the engine does not know it" or advice against it. */
export declare const NEGATIVE_CUES: RegExp;
/** A question asking where to buy: shops become the recommended things. */
export declare const WHERE_TO_BUY_INTENT: RegExp;
/** Large general retailers and marketplaces, ranked only when the question asks where to buy. */
export declare const RETAILERS: Set<string>;
/** Review sites and publishers: cited as evidence, not recommended. */
export declare const PUBLISHERS: Set<string>;
