import { describe, expect, it } from 'vitest';
import {
  createEntityMatcher,
  deriveUnknownEntity,
  toCompetitorInputs,
  topicWordsOf,
} from './entity-matching.ts';

const found = (text: string, brand: string, competitors: string[] = []) =>
  createEntityMatcher({ name: brand }, competitors)
    .findMentions(text)
    .map((m) => [m.entity.name, text.slice(m.start, m.end)]);

describe('createEntityMatcher', () => {
  it('matches spelling variants of a name', () => {
    expect(found('Try the DeLonghi Dedica or a De Longhi Magnifica', "De'Longhi")).toEqual([
      ["De'Longhi", 'DeLonghi'],
      ["De'Longhi", 'De Longhi'],
    ]);
    expect(found('Briggs and Riley Baseline', 'Briggs & Riley')).toHaveLength(1);
    expect(found('the J.Crew swimsuit', 'J.Crew')).toHaveLength(1);
  });

  it('prefers the longest known name', () => {
    expect(found('Amazon Prime Video and Amazon', 'Amazon', ['Amazon Prime Video'])).toEqual([
      ['Amazon Prime Video', 'Amazon Prime Video'],
      ['Amazon', 'Amazon'],
    ]);
  });

  it('requires capitals for names made of ordinary words and for short acronyms', () => {
    expect(found('nothing beats it; the Nothing Phone (3a)', 'Nothing')).toEqual([['Nothing', 'Nothing']]);
    expect(found('made in Italy by Made In', 'Made In')).toEqual([['Made In', 'Made In']]);
    expect(found('a huge range from GE', 'GE')).toEqual([['GE', 'GE']]);
    expect(found('eero Pro 6E', 'Eero')).toEqual([['Eero', 'eero']]);
  });

  it('matches the brand label, aliases and domain', () => {
    const matcher = createEntityMatcher({
      name: 'Acme Corp',
      label: 'Acme',
      aliases: ['ACM'],
      domain: 'acmecloud.io',
    });
    const text = 'Acme, ACM and acmecloud.io';
    expect(matcher.findMentions(text).map((m) => text.slice(m.start, m.end))).toEqual([
      'Acme',
      'ACM',
      'acmecloud.io',
    ]);
    expect(matcher.matchName('ACME Corp, Inc.')?.isBrand).toBe(true);
  });

  it('splits names given as alternatives and links a maker to its line', () => {
    const matcher = createEntityMatcher({ name: 'US Mobile / Ting' }, ['Ninja', 'Ninja Foodi']);
    expect(matcher.findMentions('Ting or US Mobile')).toHaveLength(2);
    expect(matcher.nameExtensions.map(([a, b]) => [a.name, b.name])).toEqual([['Ninja', 'Ninja Foodi']]);
  });

  it('matches a known name ending with the topic of the question without that word', () => {
    const topic = topicWordsOf("best women's swimwear");
    const matcher = createEntityMatcher({ name: 'Acme' }, ['Lime Ricki Swimwear', 'Beta Swim'], topic);
    expect(
      matcher.findMentions('Lime Ricki and Beta offer modest swimwear').map((m) => m.entity.name),
    ).toEqual(['Lime Ricki Swimwear']);
    // Never a name another tracked entity goes by.
    const watches = createEntityMatcher(
      { name: 'Acme' },
      ['Apple Watch', 'Apple'],
      topicWordsOf('best watch'),
    );
    expect(watches.findMentions('Apple makes it').map((m) => m.entity.name)).toEqual(['Apple']);
  });

  it('finds a name glued to the digits of a rating', () => {
    expect(found('The Acme Courts4.4(1,587)', 'Acme Courts')).toEqual([['Acme Courts', 'Acme Courts']]);
    expect(found('the Zeta1004 cream', 'Zeta1004')).toHaveLength(1);
  });

  it('matches a place written shorter or longer by its two distinctive first words', () => {
    const matcher = createEntityMatcher({ name: 'Acme' }, [
      'Claude Morey Recreation & Community Center',
      'Bank of Zeta',
    ]);
    expect(matcher.matchLeadingWords('Claude Morey Recreation Center')?.name).toBe(
      'Claude Morey Recreation & Community Center',
    );
    expect(matcher.matchLeadingWords('Claude Morey')).toBeNull();
    expect(matcher.matchLeadingWords('Bank of the West')).toBeNull();
  });

  it('counts a well-known product line for its maker unless the line is tracked itself', () => {
    expect(found('The iPhone SE or a Galaxy A54; a pixel grid', 'Apple', ['Samsung', 'Google'])).toEqual([
      ['Apple', 'iPhone'],
      ['Samsung', 'Galaxy'],
    ]);
    expect(found('Smart Fire TV built in', 'Amazon', ['Fire TV'])).toEqual([['Fire TV', 'Fire TV']]);
  });

  it('does not take a pair of alternatives for a line of the first one', () => {
    const matcher = createEntityMatcher({ name: 'Acme' }, ['Acme / Beta+']);
    expect(matcher.nameExtensions).toEqual([]);
    expect(matcher.findMentions('Beta+ and Acme').map((m) => m.entity.name)).toEqual([
      'Acme / Beta+',
      'Acme',
    ]);
  });

  it('accepts competitors as names or objects', () => {
    expect(toCompetitorInputs(['A', { name: 'B', aliases: ['Bee'] }])).toEqual([
      { name: 'A' },
      { name: 'B', aliases: ['Bee'] },
    ]);
  });
});

describe('deriveUnknownEntity', () => {
  it('finds the probable maker of an untracked product', () => {
    expect(deriveUnknownEntity("Women's Solara Swim Top")?.name).toBe('Solara');
    expect(deriveUnknownEntity('Mini Massage Gun by Pulsero')?.name).toBe('Pulsero');
    expect(deriveUnknownEntity('Cordless Vacuum Cleaner, 45Kpa 550W')).toBeNull();
  });
});
