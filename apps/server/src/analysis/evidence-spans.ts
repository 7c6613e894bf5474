/**
 * Where the analyzer's reading sits in the answer's raw text: the brand's mentions, each
 * competitor's, the item that gave the brand its position and the engine's source markers. Offsets
 * are valid in the raw answer because masking blanks instead of deleting (text-masking.ts).
 */
import type { AnswerSpans, TextSpan } from '@sightline/contracts';
import type { EntityMatcher, EntityMention, KnownEntity } from './entity-matching.ts';
import { sentenceAround } from './mention-context.ts';
import type { SourceInput } from './sources.ts';

/** A position item longer than this is a paragraph, not a list item: its sentence is shown instead. */
const ITEM_MAX_CHARS = 320;

// `[Title][1]` (ChatGPT), `[1]` (Perplexity, Copilot), markdown links and bare URLs, in one pass;
// footnote definitions (`[1]: https://…`) are the list of sources, not a place in the text.
const MARKER =
  /(^[ \t]*\[\d+\]:[^\n]*)|\[([^\]\n]+)\]\[(\d+)\]|\[(\d+)\](?![(:[])|\[[^\]\n]*\]\((https?:\/\/[^)\s]+)(?:\s+"[^"]*")?\)|(https?:\/\/[^\s<>"'\])]+)/gm;
const FOOTNOTE = /^[ \t]*\[(\d+)\]:[ \t]*(https?:\/\/\S+)/gm;

/**
 * Source markers with the URL each points to: a footnote definition of the same number, else the
 * engine's own citation list in order (numbered markers index it from 1).
 */
export function citationMarkers(answer: string, sources: readonly SourceInput[]): AnswerSpans['citations'] {
  // Most answers carry no marker at all: skip the scans.
  if (!answer.includes('[') && !answer.includes('http')) return [];
  const footnotes = new Map<string, string>();
  if (answer.includes(']:')) for (const m of answer.matchAll(FOOTNOTE)) footnotes.set(m[1], m[2]);
  const byNumber = (n: string) => footnotes.get(n) ?? sources[Number(n) - 1]?.url ?? null;
  const out: AnswerSpans['citations'] = [];
  for (const m of answer.matchAll(MARKER)) {
    if (m[1] !== undefined) continue;
    const start = m.index ?? 0;
    const span: TextSpan = [start, start + m[0].length];
    const url = (m[3] ?? m[4]) ? byNumber((m[3] ?? m[4]) as string) : (m[5] ?? m[6] ?? null);
    out.push({ span, url });
  }
  return out;
}

/** The line holding `start` (leading blanks left out), or its sentence when the line is a paragraph. */
function itemAround(text: string, [start, end]: TextSpan): TextSpan {
  let from = text.lastIndexOf('\n', start - 1) + 1;
  let to = text.indexOf('\n', end);
  if (to < 0) to = text.length;
  if (to - from > ITEM_MAX_CHARS) [from, to] = sentenceAround(text, start);
  while (from < start && /\s/.test(text[from])) from++;
  while (to > end && /\s/.test(text[to - 1])) to--;
  return [from, to];
}

/**
 * @param untracked ranked items of brands the project does not track (by their probable maker): they
 *   are competitors on the dashboards too, so their items are marked under that name.
 */
export function answerSpans(
  answer: string,
  matcher: EntityMatcher,
  mentions: readonly EntityMention[],
  untracked: ReadonlyArray<{ entity: string; span: TextSpan }>,
  positionSpan: TextSpan | null,
  sources: readonly SourceInput[],
): AnswerSpans {
  // A tracked line named after the brand ("Acme TV+" for Acme) is the brand's mention too.
  const lines = new Set<KnownEntity>(
    matcher.nameExtensions.filter(([short]) => short.isBrand).map(([, long]) => long),
  );
  const brand: TextSpan[] = [];
  const byCompetitor = new Map<string, TextSpan[]>();
  for (const m of mentions) {
    if (m.entity.isBrand || lines.has(m.entity)) brand.push([m.start, m.end]);
    else {
      const spans = byCompetitor.get(m.entity.name);
      if (spans) spans.push([m.start, m.end]);
      else byCompetitor.set(m.entity.name, [[m.start, m.end]]);
    }
  }
  for (const { entity, span } of untracked) {
    const spans = byCompetitor.get(entity);
    if (spans) spans.push(span);
    else byCompetitor.set(entity, [span]);
  }
  return {
    brand,
    competitors: [...byCompetitor].map(([name, spans]) => ({ name, spans })),
    position: positionSpan ? itemAround(answer, positionSpan) : null,
    citations: citationMarkers(answer, sources),
  };
}
