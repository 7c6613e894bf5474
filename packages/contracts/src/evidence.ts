// The evidence behind a reading: where in an answer's stored text the analyzer found the brand, each
// competitor, the list item that gave the brand's position and the engine's source markers, and the
// corrections users make to a reading.

import { TextRemovedAtSchema } from './answer-text-retention.ts';
import { RowIdParamSchema } from './input.ts';
import { ProjectRefSchema } from './projects.ts';
import { z } from './zod-setup.ts';

/** [start, end) character offsets (UTF-16, as JavaScript strings count) into the stored answer text. */
const TextSpanSchema = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);
export type TextSpan = z.infer<typeof TextSpanSchema>;

export const AnswerSpansSchema = z.object({
  brand: z.array(TextSpanSchema),
  competitors: z.array(z.object({ name: z.string(), spans: z.array(TextSpanSchema) })),
  /** The list item (its line) that gave the brand its position; null when it has none. */
  position: TextSpanSchema.nullable(),
  /** Source markers as the engine placed them: `[1]`, `[Title][1]`, links and bare URLs. */
  citations: z.array(z.object({ span: TextSpanSchema, url: z.string().nullable() })),
});
export type AnswerSpans = z.infer<typeof AnswerSpansSchema>;

/** The kinds of highlight the answer view draws, in the order its legend lists them. */
export const HIGHLIGHT_KINDS = ['position', 'brand', 'competitor', 'citation'] as const;
export type HighlightKind = (typeof HIGHLIGHT_KINDS)[number];

/** What a user can say about an answer's reading. */
export const CORRECTION_KINDS = ['WRONG_POSITION', 'NOT_MY_BRAND', 'MISSED_MENTION'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];
/** The highest position a correction may give (an answer lists far fewer). */
const CORRECTION_POSITION_MAX = 100;

export const evidenceMessages = {
  answerNotFound: 'Answer not found',
  positionRequired: 'Give the right position',
  positionInvalid: `The position must be a whole number from 1 to ${CORRECTION_POSITION_MAX}`,
  positionNotAllowed: 'A brand that is not named has no position',
  noCorrection: 'This answer has no correction to withdraw',
} as const;

/** Where an answer came from: collected through an engine's API, or imported from its app. */
export type AnswerOrigin = 'api' | 'app';
const ANSWERS_SEGMENT = { api: 'answers', app: 'imported-answers' } as const satisfies Record<
  AnswerOrigin,
  string
>;

export const evidencePaths = {
  evidence: (project: string, answer: number, origin: AnswerOrigin = 'api') =>
    `/projects/${encodeURIComponent(project)}/${ANSWERS_SEGMENT[origin]}/${answer}/evidence/`,
  correction: (project: string, answer: number, origin: AnswerOrigin = 'api') =>
    `/projects/${encodeURIComponent(project)}/${ANSWERS_SEGMENT[origin]}/${answer}/correction/`,
  correctionsExport: (project: string) =>
    `/projects/${encodeURIComponent(project)}/answer-corrections/export/`,
} as const;

export const AnswerRefSchema = ProjectRefSchema.extend({ aid: RowIdParamSchema });

export const CorrectionInputSchema = z
  .object({
    kind: z.enum(CORRECTION_KINDS),
    position: z
      .number(evidenceMessages.positionInvalid)
      .int(evidenceMessages.positionInvalid)
      .min(1, evidenceMessages.positionInvalid)
      .max(CORRECTION_POSITION_MAX, evidenceMessages.positionInvalid)
      .nullable()
      .default(null),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'WRONG_POSITION' && body.position === null)
      ctx.addIssue({ code: 'custom', message: evidenceMessages.positionRequired, path: ['position'] });
    if (body.kind === 'NOT_MY_BRAND' && body.position !== null)
      ctx.addIssue({ code: 'custom', message: evidenceMessages.positionNotAllowed, path: ['position'] });
  });
export type CorrectionInput = z.infer<typeof CorrectionInputSchema>;

const MENTIONS = ['RECOMMENDED', 'MENTIONED', 'NEGATIVE', 'ABSENT'] as const;

const CorrectionSchema = z.object({
  kind: z.enum(CORRECTION_KINDS),
  position: z.number().int().nullable(),
  /** Who made it (their name), null once that account is gone. */
  created_by: z.string().nullable(),
  created_at: z.string(),
});

/** GET projects/{id}/answers/{aid}/evidence/: one answer with the evidence of its reading. */
export const AnswerEvidenceSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  prompt: z.string(),
  executed_at: z.string(),
  simulated: z.boolean(),
  /** Empty once the retention policy removed it (text_removed_at says when); the spans then point at nothing. */
  text: z.string(),
  text_removed_at: TextRemovedAtSchema,
  /** The brand's name in the legend. */
  brand: z.string(),
  /** The reading in force: the user's correction over the analyzer's when there is one. */
  mention: z.enum(MENTIONS).nullable(),
  position: z.number().int().nullable(),
  /** Null until the answer is analysed by an analyzer that stores spans (`npm run reanalyze`). */
  spans: AnswerSpansSchema.nullable(),
  analyzer_version: z.string().nullable(),
  sources: z.array(z.object({ url: z.string(), domain: z.string() })),
  correction: CorrectionSchema.nullable(),
});
export type AnswerEvidence = z.infer<typeof AnswerEvidenceSchema>;

export const evidenceLabels = {
  legend: 'Highlighted',
  kinds: {
    position: 'Item that gave the position',
    brand: 'Your brand',
    competitor: 'Competitor',
    citation: 'Source marker',
  } satisfies Record<HighlightKind, string>,
  noSpans: 'This answer was analysed before highlights were stored; they appear after the next re-analysis.',
  reading: (position: number | null, mention: string | null) =>
    position !== null
      ? `Read as position #${position}`
      : mention === 'MENTIONED'
        ? 'Read as mentioned, without a position'
        : 'Read as not naming your brand',
  correctReading: 'Correct this reading',
  correctionKinds: {
    WRONG_POSITION: 'Wrong position',
    NOT_MY_BRAND: 'Not my brand',
    MISSED_MENTION: 'Missed mention',
  } satisfies Record<CorrectionKind, string>,
  rightPosition: 'Right position',
  rightPositionOptional: 'Position, if it ranks your brand',
  saveCorrection: 'Save correction',
  corrected: (kind: string, who: string | null, when: string) =>
    `Corrected (${kind}) by ${who ?? 'a former user'} on ${when}`,
  withdraw: 'Withdraw correction',
  correctionSaved: 'Correction saved; the figures include it',
  correctionWithdrawn: 'Correction withdrawn; the analyzer’s reading is back',
  openAnswer: 'Show the answer behind this position',
  answerOf: (i: number) => `Answer ${i}`,
  loadFailed: 'The answer could not be loaded',
  exportCorrections: 'Export corrections',
  reportEvidence: 'Where each position comes from',
} as const;
