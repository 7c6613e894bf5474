import type { DomainClass, PageType } from '@sightline/contracts';
import { domainClass, pageType } from './source-class.ts';

/** One hand-labelled cited URL (`fixtures/sources/cited-urls-labelled.jsonl`). */
export interface LabelledSource {
  url: string;
  title?: string;
  domain_class: DomainClass;
  page_type: PageType;
  note?: string;
  split: 'dev' | 'test';
}

interface ClassScore {
  /** Labelled with the class. */
  support: number;
  /** Classified as the class. */
  predicted: number;
  /** Both. */
  correct: number;
}

export interface AxisScore<C extends string> {
  accuracy: number;
  byClass: Map<C, ClassScore>;
  /** URLs whose label and classification differ, to read while writing rules. */
  misses: Array<{ url: string; label: C; got: C }>;
}

export interface SourceClassScore {
  n: number;
  domain: AxisScore<DomainClass>;
  page: AxisScore<PageType>;
}

function scoreAxis<C extends string>(pairs: ReadonlyArray<{ url: string; label: C; got: C }>): AxisScore<C> {
  const byClass = new Map<C, ClassScore>();
  const entry = (cls: C) => {
    const score = byClass.get(cls) ?? { support: 0, predicted: 0, correct: 0 };
    byClass.set(cls, score);
    return score;
  };
  for (const { label, got } of pairs) {
    entry(label).support++;
    entry(got).predicted++;
    if (label === got) entry(label).correct++;
  }
  const misses = pairs.filter(({ label, got }) => label !== got);
  return { accuracy: pairs.length ? 1 - misses.length / pairs.length : 0, byClass, misses };
}

/** The classifier against hand labels, with no brand: `own` and `competitor` cannot occur. */
export function scoreSourceClasses(rows: readonly LabelledSource[]): SourceClassScore {
  return {
    n: rows.length,
    domain: scoreAxis(
      rows.map((row) => ({
        url: row.url,
        label: row.domain_class,
        got: domainClass(row.url, { title: row.title }),
      })),
    ),
    page: scoreAxis(
      rows.map((row) => ({
        url: row.url,
        label: row.page_type,
        got: pageType(row.url, { title: row.title }),
      })),
    ),
  };
}
