import { describe, expect, it } from 'vitest';
import {
  type AnswerFacts,
  accuracyFindings,
  citedSocialPosts,
  competitorShifts,
  contentGaps,
  differingClaims,
  evidenceOf,
  keywordsOf,
  sourceGaps,
} from './evidence.ts';

let nextId = 1;
const brand = (position: number | null = 1) => ({ key: 'acme', name: 'Acme', position, isBrand: true });
const rival = (name: string, position: number | null) => ({
  key: name.toLowerCase(),
  name,
  position,
  isBrand: false,
});
const src = (url: string, isClient = false, title: string | null = null) => ({
  url,
  domain: new URL(url).hostname.replace(/^www\./, ''),
  title,
  isClient,
});

const answer = (over: Partial<AnswerFacts>): AnswerFacts => ({
  id: nextId++,
  executionId: 2,
  promptId: 1,
  promptUuid: 'p-1',
  kind: 'RANKING',
  queryText: 'best crm for startups',
  expected: null,
  engine: 'chatgpt',
  collectedAt: new Date('2026-05-04T10:00:00Z'),
  text: 'Some answer.',
  brandMentioned: false,
  position: null,
  rating: null,
  justification: null,
  entities: [],
  sources: [],
  ...over,
});

describe('source gaps: domains cited for competitors but never for the brand', () => {
  it('keeps a domain cited only in answers naming competitors, with those answers', () => {
    const a1 = answer({ entities: [rival('Hubspot', 1)], sources: [src('https://g2.com/crm')] });
    const a2 = answer({
      engine: 'claude',
      entities: [rival('Pipedrive', 2)],
      sources: [src('https://g2.com/best'), src('https://blog.example.org/x')],
    });
    const gaps = sourceGaps([a1, a2]);
    expect(gaps.map((g) => g.domain)).toEqual(['g2.com', 'blog.example.org']);
    expect(gaps[0].competitors).toEqual(['Hubspot', 'Pipedrive']);
    expect(gaps[0].answers).toEqual([a1, a2]);
    expect(gaps[0].urls).toEqual(['https://g2.com/crm', 'https://g2.com/best']);
  });

  it('drops a domain also cited where the brand is named, and the brand’s own domain', () => {
    const answers = [
      answer({
        entities: [rival('Hubspot', 1)],
        sources: [src('https://g2.com/a'), src('https://acme.com/', true)],
      }),
      answer({
        brandMentioned: true,
        entities: [brand(), rival('Hubspot', 2)],
        sources: [src('https://g2.com/b')],
      }),
    ];
    expect(sourceGaps(answers)).toEqual([]);
  });

  it('ignores answers that name no competitor', () => {
    expect(sourceGaps([answer({ sources: [src('https://g2.com/a')] })])).toEqual([]);
  });
});

describe('content gaps: the brand absent or slipping while competitors rise', () => {
  const hubspotText =
    'Hubspot is the best CRM for startups thanks to its free plan and email automation. Pipedrive offers pipeline management and email automation for small teams.';

  it('finds a prompt where the brand is absent and competitors are named, with keywords from those answers', () => {
    const current = [
      answer({ text: hubspotText, entities: [rival('Hubspot', 1), rival('Pipedrive', 2)] }),
      answer({ engine: 'claude', text: hubspotText, entities: [rival('Hubspot', 1)] }),
    ];
    const [gap] = contentGaps(current, []);
    expect(gap.status).toBe('absent');
    expect(gap.rising.map((c) => c.name)).toEqual(['Hubspot', 'Pipedrive']);
    expect(gap.keywords).toContain('email automation');
    expect(gap.keywords.join(' ')).not.toMatch(/hubspot|pipedrive/);
    expect(gap.answers).toHaveLength(2);
  });

  it('finds a slipping brand when its position worsens and a competitor climbs', () => {
    const previous = [
      answer({
        executionId: 1,
        brandMentioned: true,
        position: 1,
        entities: [brand(1), rival('Hubspot', 3)],
      }),
    ];
    const current = [
      answer({
        brandMentioned: true,
        position: 3,
        entities: [brand(3), rival('Hubspot', 1)],
        text: hubspotText,
      }),
    ];
    const [gap] = contentGaps(current, previous);
    expect(gap.status).toBe('slipping');
    expect(gap.rising[0]).toMatchObject({ name: 'Hubspot', position: 1, previousPosition: 3 });
  });

  it('says nothing where the brand holds its place', () => {
    const previous = [
      answer({
        executionId: 1,
        brandMentioned: true,
        position: 1,
        entities: [brand(1), rival('Hubspot', 2)],
      }),
    ];
    const current = [
      answer({ brandMentioned: true, position: 1, entities: [brand(1), rival('Hubspot', 2)] }),
    ];
    expect(contentGaps(current, previous)).toEqual([]);
  });

  it('needs a named competitor: an answer naming nobody is no gap', () => {
    expect(contentGaps([answer({ text: hubspotText })], [])).toEqual([]);
  });
});

describe('competitor shifts between executions', () => {
  it('reports a climb with the sources that appeared with it', () => {
    const previous = [
      answer({ executionId: 1, entities: [rival('Hubspot', 4)], sources: [src('https://g2.com/a')] }),
    ];
    const current = [
      answer({
        entities: [rival('Hubspot', 1)],
        sources: [src('https://g2.com/a'), src('https://techradar.com/best-crm')],
      }),
    ];
    const [shift] = competitorShifts(current, previous);
    expect(shift).toMatchObject({
      competitor: 'Hubspot',
      kind: 'moved',
      oldPosition: 4,
      newPosition: 1,
      newSources: ['techradar.com'],
    });
    expect(shift.answers).toEqual(current);
  });

  it('reports appearances and drop-outs, and nothing without an earlier execution', () => {
    const previous = [answer({ executionId: 1, entities: [rival('Zoho', 2)] })];
    const current = [answer({ entities: [rival('Hubspot', 1)] })];
    const shifts = competitorShifts(current, previous);
    expect(shifts.map((s) => [s.competitor, s.kind])).toEqual(
      expect.arrayContaining([
        ['Hubspot', 'appeared'],
        ['Zoho', 'dropped'],
      ]),
    );
    expect(competitorShifts(current, [])).toEqual([]);
  });

  it('ignores a move of less than a place', () => {
    const previous = [answer({ executionId: 1, entities: [rival('Hubspot', 2)] })];
    const current = [answer({ entities: [rival('Hubspot', 2)] })];
    expect(competitorShifts(current, previous)).toEqual([]);
  });
});

describe('accuracy findings: wrong or partial answers and the claims that differ', () => {
  const q = {
    kind: 'QUESTION' as const,
    promptId: 7,
    promptUuid: 'q-7',
    queryText: 'Where is Acme headquartered?',
    expected: 'Acme is headquartered in Madrid, Spain.',
  };

  it('rates the prompt, quotes the differing claims and keeps the sources of the wrong answers', () => {
    const wrong = answer({
      ...q,
      rating: 0,
      engine: 'gemini',
      text: 'Acme is a software company. Acme is headquartered in Barcelona since 2015.',
      sources: [src('https://wiki.example.com/acme')],
      justification: 'Says Barcelona.',
    });
    const right = answer({ ...q, rating: 2, text: 'Acme is headquartered in Madrid.' });
    const [f] = accuracyFindings([wrong, right]);
    expect(f.verdict).toBe('Partially');
    expect(f.wrong).toBe(1);
    expect(f.claims).toEqual([
      { claim: 'Acme is headquartered in Barcelona since 2015.', answerId: wrong.id, engine: 'gemini' },
    ]);
    expect(f.sources.map((s) => s.url)).toEqual(['https://wiki.example.com/acme']);
    expect(f.answers).toEqual([wrong]);
  });

  it('calls all-correct answers correct, with no claims', () => {
    const [f] = accuracyFindings([answer({ ...q, rating: 2, text: 'Madrid, Spain.' })]);
    expect(f.verdict).toBe(true);
    expect(f.claims).toEqual([]);
  });

  it('skips ranking answers and unrated ones', () => {
    expect(accuracyFindings([answer({}), answer({ ...q, rating: null })])).toEqual([]);
  });

  it('finds no differing claim in a sentence that repeats the expected facts', () => {
    expect(
      differingClaims('Acme is in Madrid, Spain.', 'Acme is in Madrid, Spain.', 'Where is Acme?'),
    ).toEqual([]);
  });
});

describe('social posts and evidence', () => {
  it('lists only social pages the answers cite, with the account the URL names', () => {
    const a = answer({
      sources: [
        src('https://www.reddit.com/r/crm/comments/1/x', false, 'Best CRM?'),
        src('https://g2.com/a'),
      ],
    });
    const posts = citedSocialPosts([a]);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ platform: 'Reddit', username: 'r/crm', title: 'Best CRM?' });
    expect(citedSocialPosts([answer({ sources: [src('https://g2.com/a')] })])).toEqual([]);
  });

  it('quotes each answer with its prompt, engine and sources', () => {
    const a = answer({ text: 'x'.repeat(500), sources: [src('https://g2.com/a')] });
    const ev = evidenceOf([a]);
    expect(ev.answers[0]).toMatchObject({ answer_id: a.id, query_id: 'p-1', engine: 'chatgpt' });
    expect(ev.answers[0].excerpt.length).toBeLessThanOrEqual(200);
    expect(ev.sources).toEqual(['https://g2.com/a']);
  });

  it('counts a keyword once per answer and drops names and filler words', () => {
    expect(
      keywordsOf(['The free plan is great. The free plan wins.', 'A free plan helps.'], ['Acme']),
    ).toEqual(['free plan', 'wins']);
  });
});
