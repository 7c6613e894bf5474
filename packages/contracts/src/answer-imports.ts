// Answers captured in the engines' own apps (copied from a browser, exported by a capture tool) and
// imported into a brand: the row format, the validation report, and the app-vs-API comparison.

import { ENGINE_CODES } from './engines.ts';
import { checkDateRange, dateRangeShape, IsoDaySchema, RowIdParamSchema, RowRefSchema } from './input.ts';
import { z } from './zod-setup.ts';

/** Most rows one import takes, and the largest file (bytes). */
export const IMPORT_ROWS_MAX = 1000;
/** App answers a comparison lists to open. */
export const APP_ANSWERS_LISTED = 50;
export const IMPORT_FILE_MAX_BYTES = 2_097_152;
const IMPORT_ANSWER_MAX_CHARS = 100_000;
const IMPORT_SOURCES_MAX = 100;
/** The CSV columns, in any order; sources holds URLs separated by spaces or `|`. */
export const IMPORT_CSV_COLUMNS = ['prompt', 'engine', 'captured_at', 'answer', 'sources'] as const;

export const answerImportMessages = {
  fileRequired: 'Choose a JSONL or CSV file',
  fileType: 'The file must be UTF-8 text: JSON lines or CSV',
  fileTooLarge: `The file must be at most ${IMPORT_FILE_MAX_BYTES / 1_048_576} MB`,
  noRows: 'The file has no rows',
  tooManyRows: `At most ${IMPORT_ROWS_MAX} rows per import`,
  csvHeader:
    'The first CSV line must name the columns: prompt, engine, captured_at, answer and optionally sources',
  csvUnclosedQuote: 'A quoted CSV field is never closed',
  invalidJson: 'Not valid JSON',
  notAnObject: 'Each row must be an object with prompt, engine, captured_at and answer',
  promptRequired: 'Give the prompt',
  promptUnknown: 'No prompt of this brand has this text (add it to the brand first)',
  engineInvalid: `The engine must be one of: ${ENGINE_CODES.join(', ')}`,
  capturedAtInvalid: 'captured_at must be a date and time, e.g. 2026-05-01T10:00:00Z',
  capturedAtFuture: 'captured_at is in the future',
  answerRequired: 'Give the answer text',
  answerTooLong: `The answer must be at most ${IMPORT_ANSWER_MAX_CHARS} characters`,
  sourceInvalid: 'Each source must be an http(s) URL',
  tooManySources: `At most ${IMPORT_SOURCES_MAX} sources per answer`,
  nothingToImport: 'No valid rows to import',
  importNotFound: 'Import not found',
  engineRequired: 'Choose an engine',
} as const;

const m = answerImportMessages;

const SourceSchema = z.union([
  z.string(m.sourceInvalid),
  z.object({ url: z.string(m.sourceInvalid), title: z.string().optional() }, m.sourceInvalid),
]);

/** One captured answer, as a JSON line, a CSV row or an element of the API's `rows`. */
export const ImportRowSchema = z.object(
  {
    prompt: z.string(m.promptRequired).trim().min(1, m.promptRequired).max(2000, m.promptUnknown),
    engine: z.enum(ENGINE_CODES, m.engineInvalid),
    captured_at: z.iso.datetime({ offset: true, message: m.capturedAtInvalid }),
    answer: z
      .string(m.answerRequired)
      .trim()
      .min(1, m.answerRequired)
      .max(IMPORT_ANSWER_MAX_CHARS, m.answerTooLong),
    sources: z.array(SourceSchema, m.sourceInvalid).max(IMPORT_SOURCES_MAX, m.tooManySources).default([]),
  },
  m.notAnObject,
);
export type ImportRow = z.infer<typeof ImportRowSchema>;

/** POST projects/{id}/answer-imports/: rows checked one by one; `confirm` imports the valid ones. */
export const AnswerImportInputSchema = z.object({
  rows: z.array(z.unknown()).min(1, m.noRows).max(IMPORT_ROWS_MAX, m.tooManyRows),
  confirm: z.boolean().default(false),
});

export const AnswerImportReportSchema = z.object({
  /** The import, once confirmed (DELETE answer-imports/{import_id}/ takes it back); null before. */
  import_id: z.number().int().nullable(),
  rows: z.number().int(),
  valid: z.number().int(),
  /** 0 until the user confirms; then every valid row. */
  imported: z.number().int(),
  /** Each bad row (1-based, the header of a CSV not counted) with what is wrong with it. */
  errors: z.array(z.object({ row: z.number().int(), messages: z.array(z.string()) })),
});
export type AnswerImportReport = z.infer<typeof AnswerImportReportSchema>;

/** GET projects/{id}/answer-imports/: the brand's imports, newest first. */
export const AnswerImportListSchema = z.object({
  imports: z.array(
    z.object({
      id: z.number().int(),
      file_name: z.string().nullable(),
      /** The answers it brought in. */
      answers: z.number().int(),
      created_at: z.string(),
      /** Who imported it (their name), null once that account is gone. */
      created_by: z.string().nullable(),
    }),
  ),
});

export const answerImportPaths = {
  rows: (project: string) => `/projects/${encodeURIComponent(project)}/answer-imports/`,
  upload: (project: string) => `/projects/${encodeURIComponent(project)}/answer-imports/upload/`,
  import: (project: string, importId: number) =>
    `/projects/${encodeURIComponent(project)}/answer-imports/${importId}/`,
  comparison: (project: string, prompt: string | number) =>
    `/projects/${encodeURIComponent(project)}/ranking-queries/${encodeURIComponent(String(prompt))}/app-comparison/`,
} as const;

export const AnswerImportRefSchema = z.object({ id: RowRefSchema, importId: RowIdParamSchema });

export const AppComparisonParamsSchema = z.object({ id: RowRefSchema, qid: RowRefSchema });
export const AppComparisonQuerySchema = z
  .object({ engine: z.enum(ENGINE_CODES, m.engineRequired), ...dateRangeShape })
  .superRefine(checkDateRange);

const IntervalSchema = z.object({ low: z.number(), high: z.number() });

/** One origin's answers of a prompt and engine over the range: n and each figure with its interval. */
const OriginFiguresSchema = z.object({
  answers: z.number().int(),
  mentions: z.number().int(),
  /** Share of answers naming the brand, with its 95 % Wilson interval; null without answers. */
  mention_rate: z.number().nullable(),
  mention_interval: IntervalSchema.nullable(),
  /** Mean position where the brand is ranked, with its 95 % t interval (null below two positions). */
  positions: z.number().int(),
  position: z.number().nullable(),
  position_interval: IntervalSchema.nullable(),
  /** Cited domains: answers citing each, with the share of answers and its Wilson interval. */
  domains: z.array(
    z.object({ domain: z.string(), answers: z.number().int(), share: z.number(), interval: IntervalSchema }),
  ),
});
export type OriginFigures = z.infer<typeof OriginFiguresSchema>;

/** GET projects/{id}/ranking-queries/{qid}/app-comparison/: app answers beside API answers. */
export const AppComparisonSchema = z.object({
  engine: z.enum(ENGINE_CODES),
  /** The days compared: the range asked for, else the days the app answers were captured on. */
  start_date: IsoDaySchema.nullable(),
  end_date: IsoDaySchema.nullable(),
  api: OriginFiguresSchema,
  /** True when the API side holds sandbox answers (simulated, labelled so). */
  api_simulated: z.boolean(),
  app: OriginFiguresSchema,
  /** The app answers compared, newest first (at most APP_ANSWERS_LISTED), to open with their evidence. */
  app_answers: z.array(
    z.object({
      id: z.number().int(),
      captured_at: z.string(),
      mention: z.enum(['RECOMMENDED', 'MENTIONED', 'NEGATIVE', 'ABSENT']),
      position: z.number().int().nullable(),
      corrected: z.boolean(),
    }),
  ),
});
export type AppComparison = z.infer<typeof AppComparisonSchema>;
export const answerOriginLabels = {
  api: 'API',
  sandbox: 'sandbox',
  app: 'imported (app)',
} as const;

export const answerImportLabels = {
  open: 'Import app answers',
  title: 'Import answers from the engines’ apps',
  intro:
    'Answers copied from ChatGPT, Gemini, Perplexity or AI Mode in a browser, or exported by a capture tool: one per JSON line or CSV row with prompt, engine, captured_at, answer and optional sources. They are analysed like API answers and kept apart from them.',
  file: 'JSONL or CSV file',
  check: 'Check file',
  checked: (valid: number, rows: number) => `${valid} of ${rows} rows are valid`,
  badRows: 'Rows that will not be imported',
  rowError: (row: number, messages: readonly string[]) => `Row ${row}: ${messages.join('; ')}`,
  importValid: (n: number) => `Import ${n} valid ${n === 1 ? 'row' : 'rows'}`,
  imported: (n: number) => `${n} app ${n === 1 ? 'answer' : 'answers'} imported`,
  cancel: 'Cancel',
  comparisonTitle: 'App vs API answers',
  comparisonHint:
    'The same prompt and engine over the same days: answers imported from the engine’s app beside the answers its API gave.',
  engine: 'Engine',
  origin: 'Answers',
  mentionRate: 'Mention rate',
  position: 'Average position',
  domains: 'Top cited domains',
  n: 'n',
  noAppAnswers: 'No app answers imported for this prompt and engine yet.',
  range: (start: string, end: string) => `${start} – ${end}`,
  appAnswers: (n: number, total: number) =>
    n < total ? `The ${n} newest of ${total} app answers` : `The ${total} app answers`,
  openAppAnswer: 'Open this app answer with its highlights',
  capturedOn: 'Captured',
  reading: 'Reading',
  corrected: 'corrected',
  earlierImports: 'Earlier imports',
  importLine: (name: string | null, answers: number, who: string | null, when: string) =>
    `${name ?? 'API call'} · ${answers} ${answers === 1 ? 'answer' : 'answers'} · ${who ?? 'a former user'}, ${when}`,
  deleteImport: 'Take back',
  importDeleted: 'Import taken back: its answers left every figure',
  includeImported: 'Include imported app answers',
  includeImportedHint:
    'Counts the answers imported from the engines’ apps (same prompt, engines and days) with the API answers in the charts and the ranked entities.',
  includesImported: (n: number) =>
    `Figures include ${n} imported app ${n === 1 ? 'answer' : 'answers'} beside the API answers`,
} as const;
