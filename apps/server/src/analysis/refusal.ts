/**
 * Recognises an answer that is no answer: empty, or an engine saying up front that it will not or
 * cannot answer (it declines to name or recommend, cannot browse or reach current data, or has no
 * information). Such an answer says nothing about the brand, so it must not count as one that does
 * not name it. Written for the languages the product offers first (English, Spanish, French,
 * German, Portuguese, Italian).
 */

/**
 * - empty: no text at all;
 * - declines: the engine will not name, recommend or endorse anything, or will not help;
 * - cannot_browse: it cannot search the web or reach current information;
 * - no_information: it has or found nothing on the subject.
 */
export type RefusalKind = 'empty' | 'declines' | 'cannot_browse' | 'no_information';

/**
 * An engine that refuses says so in its opening; a caveat further down ("I can't vouch for the
 * battery life of…") belongs to an answer. The opening is the first two sentences, and at most
 * this many characters of them.
 */
const OPENING_CHARS = 400;

// English. "I" + a negated ability or will, then what is refused.
const EN_CANNOT = String.raw`(?:i|we)\s*(?:can\s*not|can't|cannot|am\s+(?:not\s+able|unable)\s+to|'m\s+(?:not\s+able|unable)\s+to|won't|will\s+not|(?:do|must)\s*(?:n't|\s+not)|'d\s+rather\s+not|(?:am|'m)\s+not\s+(?:in\s+a\s+position|permitted|allowed)\s+to)`;
// "specific X" is refused whatever X is (brands, stocks, hotels); a bare noun only when it is what a pick is.
const EN_THINGS = String.raw`(?:(?:specific|particular|individual|certain)\s+[\w-]+|(?:any\s+)?(?:brands?|products?|companies|models?|manufacturers?|vendors?|retailers?|services?|recommendations?|endorsements?))`;
const EN_DECLINES = new RegExp(
  String.raw`\b${EN_CANNOT}\s+(?:(?:personally|directly|specifically)\s+)?(?:recommend|endorse|suggest|name|promote|favou?r|rank|provide|give|offer|make)\s+(?:you\s+)?(?:with\s+)?(?:a\s+)?${EN_THINGS}\b` +
    String.raw`|\b${EN_CANNOT}\s+(?:help|assist)\s+(?:you\s+)?with\s+(?:that|this)\b` +
    String.raw`|\b(?:don't|do\s+not)\s+have\s+the\s+(?:capacity|ability)\s+to\s+help\b`,
  'i',
);
const EN_CANNOT_BROWSE = new RegExp(
  String.raw`\b${EN_CANNOT}\s+(?:browse|search|access|surf|look\s+up|check)\s+(?:the\s+)?(?:internet|web|online|live|real[- ]time|current|up[- ]to[- ]date|external)` +
    String.raw`|\b(?:i|we)\s+(?:don't|do\s+not|can't|cannot)\s+have\s+(?:access\s+to\s+)?(?:the\s+)?(?:internet|web|real[- ]time|live|current|up[- ]to[- ]date|browsing)` +
    String.raw`|\b(?:i|we)\s+(?:don't|do\s+not)\s+have\s+(?:any\s+)?(?:internet|web|browsing)\s+access` +
    String.raw`|\bi\s+(?:don't|do\s+not)\s+have\s+(?:the\s+)?(?:ability|capability)\s+to\s+(?:browse|search|access)`,
  'i',
);
const EN_NO_INFORMATION = new RegExp(
  String.raw`\b(?:i|we)\s*(?:don't|do\s+not|couldn't|could\s+not|can't|cannot|was\s+unable\s+to|wasn't\s+able\s+to)\s+(?:have|find|locate)\s+(?:any\s+)?(?:specific\s+|reliable\s+|current\s+|enough\s+|relevant\s+)?(?:information|info|data|details|results)\b` +
    String.raw`|\bi'?m\s+not\s+(?:aware\s+of|familiar\s+with)\s+(?:any|a|an|the|this|that)\b` +
    String.raw`|^\s*(?:no\s+(?:results|information|answer)\s+(?:found|available)|there\s+is\s+no\s+(?:information|answer)\s+available)` +
    String.raw`|\ban\s+ai\s+(?:overview|mode\s+answer)\s+is\s+not\s+available\b`,
  'i',
);

// Spanish, French, German, Portuguese and Italian: the same three statements as they are usually written.
const OTHER_DECLINES =
  /\bno\s+(?:puedo|puedes|podemos)\s+(?:recomendar|sugerir|respaldar|nombrar)\b|\bje\s+ne\s+(?:peux|suis)\s+pas\s+(?:recommander|en\s+mesure\s+de\s+recommander|suggérer)\b|\bich\s+(?:kann|darf)\s+(?:keine|nicht)\s+(?:bestimmten?\s+|konkreten?\s+|spezifischen?\s+)?(?:marken|produkte|hersteller|empfehlungen|empfehlen)\b|\bnão\s+(?:posso|consigo)\s+(?:recomendar|sugerir|indicar)\b|\bnon\s+(?:posso|riesco\s+a)\s+(?:consigliare|raccomandare|suggerire)\b/i;
const OTHER_CANNOT_BROWSE =
  /\bno\s+(?:puedo\s+(?:navegar|acceder|buscar)|tengo\s+acceso\s+a)\b|\bje\s+ne\s+(?:peux\s+pas\s+(?:naviguer|accéder|consulter)|suis\s+pas\s+en\s+mesure\s+de\s+naviguer)|\bje\s+n'ai\s+pas\s+accès\b|\bich\s+(?:habe\s+keinen\s+zugriff|kann\s+nicht\s+(?:im\s+internet|auf\s+das\s+internet|surfen))|\bnão\s+(?:tenho\s+acesso|posso\s+(?:navegar|acessar))\b|\bnon\s+(?:ho\s+accesso|posso\s+(?:navigare|accedere))\b/i;
const OTHER_NO_INFORMATION =
  /\bno\s+(?:tengo|encontré|he\s+encontrado)\s+(?:ninguna\s+)?información\b|\bje\s+n'ai\s+(?:pas|trouvé\s+aucune)\s+(?:d'\s*)?informations?\b|\bich\s+habe\s+keine\s+(?:informationen|angaben|daten)\b|\bnão\s+(?:tenho|encontrei)\s+(?:nenhuma\s+)?informaç(?:ão|ões)\b|\bnon\s+(?:ho|ho\s+trovato)\s+(?:alcuna\s+)?informazion[ei]\b/i;

const KINDS: ReadonlyArray<[Exclude<RefusalKind, 'empty'>, RegExp[]]> = [
  ['cannot_browse', [EN_CANNOT_BROWSE, OTHER_CANNOT_BROWSE]],
  ['declines', [EN_DECLINES, OTHER_DECLINES]],
  ['no_information', [EN_NO_INFORMATION, OTHER_NO_INFORMATION]],
];

/** The answer's first two sentences as plain text: markdown marks dropped, curly apostrophes straightened. */
export function openingOf(text: string): string {
  const plain = text
    .replace(/[’‘]/g, "'")
    .replace(/[*_#>`|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, OPENING_CHARS);
  const sentences = plain.match(/[^.!?。]+(?:[.!?。]+|$)/g) ?? [plain];
  return sentences.slice(0, 2).join('');
}

/** Why the answer is no answer, or null when it is an answer. */
export function detectRefusal(text: string): RefusalKind | null {
  if (!text.trim()) return 'empty';
  const opening = openingOf(text);
  for (const [kind, patterns] of KINDS) {
    if (patterns.some((p) => p.test(opening))) return kind;
  }
  return null;
}
