import {
  KNOWN_COMPETITORS_MAX,
  type KnownCompetitor,
  knownCompetitorMessages as m,
} from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import {
  atCompetitorLimit,
  competitorBodyFrom,
  competitorFormErrors,
  competitorFormFrom,
  emptyCompetitorForm,
  sameAliases,
  tidyAliases,
} from './known-competitors.ts';

const hubspot: KnownCompetitor = { id: 1, name: 'HubSpot', aliases: ['HubSpot CRM'], domain: 'hubspot.com' };
const zoho: KnownCompetitor = { id: 2, name: 'Zoho', aliases: [], domain: null };

describe('known competitors panel rules', () => {
  it('turns a competitor into form values and back into a tidy body', () => {
    expect(competitorFormFrom(zoho)).toEqual({ name: 'Zoho', aliases: [], domain: '' });
    expect(competitorFormFrom(hubspot)).toEqual({
      name: 'HubSpot',
      aliases: ['HubSpot CRM'],
      domain: 'hubspot.com',
    });
    expect(
      competitorBodyFrom({
        name: '  Pipe   drive ',
        aliases: [' PD ', 'pd', '', 'Pipedrive CRM'],
        domain: ' pipedrive.com ',
      }),
    ).toEqual({ name: 'Pipe drive', aliases: ['PD', 'Pipedrive CRM'], domain: 'pipedrive.com' });
  });

  it('checks the form with the contracts messages and the duplicate rule', () => {
    expect(competitorFormErrors(emptyCompetitorForm(), [])).toEqual({ name: m.nameRequired });
    expect(competitorFormErrors({ name: 'x'.repeat(101), aliases: [], domain: '' }, [])).toEqual({
      name: m.nameTooLong,
    });
    expect(
      competitorFormErrors(
        { name: 'Acme', aliases: Array.from({ length: 21 }, (_, i) => `a${i}`), domain: '' },
        [],
      ),
    ).toEqual({ aliases: m.tooManyAliases });
    expect(competitorFormErrors({ name: 'Acme', aliases: ['y'.repeat(101)], domain: '' }, [])).toEqual({
      aliases: m.aliasTooLong,
    });
    expect(competitorFormErrors({ name: ' hubspot ', aliases: [], domain: '' }, [hubspot, zoho])).toEqual({
      name: m.duplicate,
    });
    // Editing a competitor may keep (or re-case) its own name.
    expect(competitorFormErrors({ name: 'HUBSPOT', aliases: [], domain: '' }, [hubspot, zoho], 1)).toEqual(
      {},
    );
    expect(competitorFormErrors({ name: 'zoho', aliases: [], domain: '' }, [hubspot, zoho], 1)).toEqual({
      name: m.duplicate,
    });
  });

  it('knows the list limit and compares alias lists after tidying', () => {
    expect(atCompetitorLimit(Array.from({ length: KNOWN_COMPETITORS_MAX - 1 }))).toBe(false);
    expect(atCompetitorLimit(Array.from({ length: KNOWN_COMPETITORS_MAX }))).toBe(true);
    expect(tidyAliases([' A ', 'a', 'B  C'])).toEqual(['A', 'B C']);
    expect(sameAliases(['A', 'B'], [' A', 'B '])).toBe(true);
    expect(sameAliases(['A', 'B'], ['B', 'A'])).toBe(false);
    expect(sameAliases([], ['A'])).toBe(false);
  });
});
