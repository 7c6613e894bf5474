import { describe, expect, it } from 'vitest';
import { parseRobots } from './robots.ts';

describe('parseRobots', () => {
  it('applies the * group when no group names the bot', () => {
    const r = parseRobots('User-agent: *\nDisallow: /pricing\n', 'sightlinebot');
    expect(r.isAllowed('/pricing')).toBe(false);
    expect(r.isAllowed('/pricing/team')).toBe(false);
    expect(r.isAllowed('/about')).toBe(true);
    expect(r.isAllowed('/')).toBe(true);
  });

  it('prefers the group naming the bot over *', () => {
    const text = `
User-agent: *
Disallow: /

User-agent: SightlineBot
Disallow: /private
`;
    const r = parseRobots(text, 'sightlinebot');
    expect(r.isAllowed('/about')).toBe(true);
    expect(r.isAllowed('/private/x')).toBe(false);
    expect(parseRobots(text, 'otherbot').isAllowed('/about')).toBe(false);
  });

  it('shares rules between consecutive user-agent lines', () => {
    const r = parseRobots('User-agent: googlebot\nUser-agent: sightlinebot\nDisallow: /a\n', 'sightlinebot');
    expect(r.isAllowed('/a')).toBe(false);
  });

  it('lets the longest match win, and Allow win a tie', () => {
    const r = parseRobots(
      'User-agent: *\nDisallow: /shop\nAllow: /shop/about\nAllow: /x\nDisallow: /x\n',
      'bot',
    );
    expect(r.isAllowed('/shop/cart')).toBe(false);
    expect(r.isAllowed('/shop/about')).toBe(true);
    expect(r.isAllowed('/x')).toBe(true);
  });

  it('supports * and $ patterns and ignores comments and empty Disallow', () => {
    const r = parseRobots(
      '# hello\nUser-agent: * # all\nDisallow: /*.pdf$\nDisallow: /*?session=\nDisallow:\n',
      'bot',
    );
    expect(r.isAllowed('/files/a.pdf')).toBe(false);
    expect(r.isAllowed('/files/a.pdf.html')).toBe(true);
    expect(r.isAllowed('/p?session=1')).toBe(false);
    expect(r.isAllowed('/p')).toBe(true);
  });

  it('allows everything for an empty or unrelated file', () => {
    expect(parseRobots('', 'bot').isAllowed('/any')).toBe(true);
    expect(parseRobots('Sitemap: https://x/sitemap.xml', 'bot').isAllowed('/any')).toBe(true);
    expect(parseRobots('User-agent: otherbot\nDisallow: /\n', 'sightlinebot').isAllowed('/any')).toBe(true);
  });
});
