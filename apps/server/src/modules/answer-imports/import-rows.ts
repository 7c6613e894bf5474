// The rules of an imported row, one row at a time so every bad row is reported: the row's shape
// (ImportRowSchema), its prompt among the brand's, its sources' URLs and a capture time not in the
// future. Pure.
import {
  type AnswerImportReport,
  cleanUrl,
  type ImportRow,
  ImportRowSchema,
  answerImportMessages as m,
} from '@sightline/contracts';
import type { ParsedRow } from './import-parsing.ts';

export interface ValidRow {
  row: number;
  promptId: number;
  promptText: string;
  data: ImportRow;
  sources: { url: string; title?: string }[];
}

/** What a prompt's text is compared on: case and spacing folded. */
export const promptKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export const checkRows = (
  parsed: readonly ParsedRow[],
  prompts: ReadonlyMap<string, { id: number; text: string }>,
  now: Date,
): { valid: ValidRow[]; errors: AnswerImportReport['errors'] } => {
  const valid: ValidRow[] = [];
  const errors: AnswerImportReport['errors'] = [];
  for (const parsedRow of parsed) {
    if ('error' in parsedRow) {
      errors.push({ row: parsedRow.row, messages: [parsedRow.error] });
      continue;
    }
    const result = ImportRowSchema.safeParse(parsedRow.value);
    if (!result.success) {
      errors.push({ row: parsedRow.row, messages: [...new Set(result.error.issues.map((i) => i.message))] });
      continue;
    }
    const data = result.data;
    const messages: string[] = [];
    const prompt = prompts.get(promptKey(data.prompt));
    if (!prompt) messages.push(m.promptUnknown);
    if (new Date(data.captured_at).getTime() > now.getTime()) messages.push(m.capturedAtFuture);
    const sources = data.sources.map((s) => (typeof s === 'string' ? { url: s } : s));
    if (sources.some((s) => !cleanUrl(s.url))) messages.push(m.sourceInvalid);
    if (messages.length > 0 || !prompt) {
      errors.push({ row: parsedRow.row, messages });
      continue;
    }
    valid.push({ row: parsedRow.row, promptId: prompt.id, promptText: prompt.text, data, sources });
  }
  return { valid, errors };
};
