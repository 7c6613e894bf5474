import { describe, expect, it } from 'vitest';
import { addDays } from './days.ts';
import { GeneralMetricsQuerySchema, generalMetricsMessages } from './general-metrics.ts';
import {
  BigRowIdSchema,
  DATE_RANGE_MAX_DAYS,
  dateRangeMessages,
  FILTER_VALUE_MAX_CHARS,
  FILTER_VALUES_MAX,
  IsoDaySchema,
  inputMessages,
  ROW_ID_MAX,
  RowIdParamSchema,
  RowIdSchema,
  RowRefSchema,
  repeatedFilter,
  requiredText,
} from './input.ts';
import { KnownCompetitorInputSchema } from './known-competitors.ts';
import {
  AccuracyPromptInputSchema,
  MAX_TAGS_PER_PROMPT,
  ProjectFormSchema,
  RankingPromptInputSchema,
} from './projects.ts';
import {
  DashboardFilterQuerySchema,
  promptDashboardMessages,
  TAG_NAME_MAX,
  TagAssignSchema,
  TagNameSchema,
} from './prompt-dashboards.ts';
import {
  DateRangeQuerySchema,
  MARK_READ_IDS_MAX,
  MarkReadSchema,
  markReadMessages,
  NotificationsQuerySchema,
} from './results.ts';

/** The first message a schema gives for a value, or null when the value passes. */
const messageOf = (
  schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } },
  v: unknown,
) => schema.safeParse(v).error?.issues[0]?.message ?? null;

describe('text', () => {
  it('refuses NUL in every text field, required or not, body or query', () => {
    const nul = 'a\u0000b';
    expect(messageOf(requiredText('Name is required', 10), nul)).toBe(inputMessages.nul);
    expect(messageOf(TagNameSchema, { name: nul })).toBe(inputMessages.nul);
    expect(messageOf(KnownCompetitorInputSchema, { name: nul })).toBe(inputMessages.nul);
    expect(messageOf(KnownCompetitorInputSchema, { name: 'Acme', aliases: [nul] })).toBe(inputMessages.nul);
    expect(messageOf(AccuracyPromptInputSchema, { query_text: 'q', expected_response: nul })).toBe(
      inputMessages.nul,
    );
    expect(messageOf(ProjectFormSchema, { entity_name: nul, location: 'x', ai_engines: ['chatgpt'] })).toBe(
      inputMessages.nul,
    );
    expect(messageOf(DashboardFilterQuerySchema, { providers: ['chatgpt', nul] })).toBe(inputMessages.nul);
    expect(messageOf(DashboardFilterQuerySchema, { entities: nul })).toBe(inputMessages.nul);
  });

  it('says "too long", not "required", for a value over the maximum', () => {
    const required = requiredText('Name is required', 5);
    expect(messageOf(required, '')).toBe('Name is required');
    expect(messageOf(required, 'abcdef')).toBe(inputMessages.tooLong(5));
    expect(messageOf(TagNameSchema, { name: 'x'.repeat(TAG_NAME_MAX + 1) })).toBe(
      promptDashboardMessages.tagNameTooLong,
    );
    expect(messageOf(TagNameSchema, { name: ' '.repeat(3) })).toBe(promptDashboardMessages.tagNameRequired);
    expect(messageOf(TagNameSchema, { name: 'x'.repeat(TAG_NAME_MAX) })).toBeNull();
  });
});

describe('ids', () => {
  it('keeps body ids within the serial column', () => {
    const invalid = inputMessages.invalidId(ROW_ID_MAX);
    expect(RowIdSchema.parse(ROW_ID_MAX)).toBe(ROW_ID_MAX);
    for (const bad of [ROW_ID_MAX + 1, 2 ** 63, 1e30, 0, -1, 1.5, '5', null]) {
      expect(messageOf(RowIdSchema, bad), String(bad)).toBe(invalid);
    }
    expect(BigRowIdSchema.parse(2 ** 40)).toBe(2 ** 40);
    expect(messageOf(BigRowIdSchema, 2 ** 63)).toBe(inputMessages.invalidId(Number.MAX_SAFE_INTEGER));
  });

  it('reads path and query ids as digits within the column', () => {
    expect(RowIdParamSchema.parse('42')).toBe(42);
    for (const bad of ['2147483648', '9223372036854775808', '1e30', 'abc', '0', '-1', '1.5', '']) {
      expect(messageOf(RowIdParamSchema, bad), bad).toBe(inputMessages.invalidId(ROW_ID_MAX));
    }
  });

  it('takes a uuid or an id as a reference, and names nothing else', () => {
    expect(RowRefSchema.parse('b2f4c7f0-4c8e-4d6b-9a51-2f1d3e5c7a90')).toBe(
      'b2f4c7f0-4c8e-4d6b-9a51-2f1d3e5c7a90',
    );
    expect(RowRefSchema.parse(String(ROW_ID_MAX))).toBe(String(ROW_ID_MAX));
    for (const bad of ['2147483648', 'abc', '0', 'a\u0000b', 'b2f4c7f0-4c8e-4d6b-9a51']) {
      expect(messageOf(RowRefSchema, bad), bad).toBe(inputMessages.invalidRef);
    }
    expect(messageOf(NotificationsQuerySchema, { project_id: 'abc' })).toBe(inputMessages.invalidRef);
    expect(messageOf(TagAssignSchema, { tag_id: 1, query_id: 'abc' })).toBe(inputMessages.invalidRef);
    expect(messageOf(TagAssignSchema, { tag_id: 1, query_id: 2 ** 31 })).toBe(
      inputMessages.invalidId(ROW_ID_MAX),
    );
    expect(TagAssignSchema.parse({ tag_id: 1, query_id: 7 }).query_id).toBe(7);
  });

  it('bounds the ids of mark-read', () => {
    expect(messageOf(MarkReadSchema, { query_id: 2 ** 31, query_type: 'ranking' })).not.toBeNull();
    expect(messageOf(MarkReadSchema, { report_execution_id: 1e30 })).not.toBeNull();
    expect(messageOf(MarkReadSchema, { notification_ids: [2 ** 63] })).not.toBeNull();
    expect(MarkReadSchema.parse({ notification_ids: [2 ** 31] })).toEqual({ notification_ids: [2 ** 31] });
  });
});

describe('dates', () => {
  it('takes calendar days of the year window only', () => {
    expect(IsoDaySchema.parse('2000-01-01')).toBe('2000-01-01');
    expect(IsoDaySchema.parse('2100-12-31')).toBe('2100-12-31');
    for (const day of ['0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31']) {
      expect(messageOf(IsoDaySchema, day), day).toBe(dateRangeMessages.outOfRange);
    }
    for (const day of ['2026-02-30', '2026/01/01', '2026-1-1', 'a\u0000b']) {
      expect(messageOf(IsoDaySchema, day), day).toBe(dateRangeMessages.invalidDate);
    }
  });

  it('bounds the span of every date range to two years', () => {
    const start = '2024-01-01';
    const longest = { start_date: start, end_date: addDays(start, DATE_RANGE_MAX_DAYS - 1) };
    const tooLong = { start_date: start, end_date: addDays(start, DATE_RANGE_MAX_DAYS) };
    expect(messageOf(DateRangeQuerySchema, longest)).toBeNull();
    expect(messageOf(DateRangeQuerySchema, tooLong)).toBe(dateRangeMessages.tooLong);
    expect(messageOf(DashboardFilterQuerySchema, { time_range: 'custom', ...longest })).toBeNull();
    expect(messageOf(DashboardFilterQuerySchema, { time_range: 'custom', ...tooLong })).toBe(
      dateRangeMessages.tooLong,
    );
    expect(messageOf(GeneralMetricsQuerySchema, { time_range: 'custom', ...tooLong })).toBe(
      dateRangeMessages.tooLong,
    );
  });

  it('wants both ends or neither on the detail reads, start not after end', () => {
    expect(messageOf(DateRangeQuerySchema, {})).toBeNull();
    expect(messageOf(DateRangeQuerySchema, { start_date: '2026-01-01' })).toBe(
      dateRangeMessages.bothOrNeither,
    );
    expect(messageOf(DateRangeQuerySchema, { end_date: '2026-01-01' })).toBe(dateRangeMessages.bothOrNeither);
    expect(messageOf(DateRangeQuerySchema, { start_date: '2026-02-01', end_date: '2026-01-01' })).toBe(
      dateRangeMessages.startAfterEnd,
    );
  });
});

describe('repeated filters', () => {
  it('bounds the number and the length of the values', () => {
    const split = repeatedFilter(true);
    expect(split.parse('chatgpt, gemini')).toEqual(['chatgpt', 'gemini']);
    const many = Array.from({ length: FILTER_VALUES_MAX + 1 }, (_, i) => `v${i}`);
    expect(messageOf(split, many)).toBe(inputMessages.tooMany(FILTER_VALUES_MAX));
    expect(messageOf(split, many.join(','))).toBe(inputMessages.tooMany(FILTER_VALUES_MAX));
    expect(messageOf(split, 'x'.repeat(FILTER_VALUE_MAX_CHARS + 1))).toBe(
      inputMessages.tooLong(FILTER_VALUE_MAX_CHARS),
    );
    expect(repeatedFilter(false).parse(['Acme, Inc.'])).toEqual(['Acme, Inc.']);
  });

  it('bounds the lists of bodies with the same message', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(
      messageOf(RankingPromptInputSchema, { query_text: 'q', tag_ids: ids(MAX_TAGS_PER_PROMPT + 1) }),
    ).toBe(inputMessages.tooMany(MAX_TAGS_PER_PROMPT));
    expect(messageOf(MarkReadSchema, { notification_ids: ids(MARK_READ_IDS_MAX + 1) })).toBe(
      markReadMessages.invalid,
    );
  });

  it('takes tag ids within the serial column only', () => {
    expect(GeneralMetricsQuerySchema.parse({ tags: ['1', '2'] }).tags).toEqual(['1', '2']);
    for (const tags of ['2147483648', 'abc', '0']) {
      expect(messageOf(GeneralMetricsQuerySchema, { tags }), tags).toBe(generalMetricsMessages.invalidTags);
    }
  });
});
