// The agent's and the recommendation screens' cards rendered to HTML: a social post collapses above
// 200 characters and highlights tags, a demo user's premium placeholder is locked without evidence,
// and an empty group says why.
import { MantineProvider } from '@mantine/core';
import { recommendationLabels as l, type SocialPost } from '@sightline/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EntryCard, EntryGroup } from './IdeaCards.tsx';
import { SocialPostCard } from './SocialPostCard.tsx';

const html = (node: ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);

const post = (content: string): SocialPost => ({
  platform: 'Reddit',
  username: 'r/crm',
  date: null,
  content,
  relevance: 'Cited in 2 answers',
  link: 'https://www.reddit.com/r/crm/comments/1/x',
  evidence: { answers: [], sources: ['https://www.reddit.com/r/crm/comments/1/x'] },
});

describe('a social post', () => {
  it('shows a short post whole, with its hashtags highlighted', () => {
    const markup = html(<SocialPostCard post={post('Which #crm do you use?')} />);
    expect(markup).not.toContain(l.showMore);
    expect(markup).toMatch(/<span[^>]*>#crm<\/span>/);
  });

  it('collapses a post above 200 characters behind Show more', () => {
    const long = `${'a'.repeat(199)} tail-beyond-the-cut`;
    const markup = html(<SocialPostCard post={post(long)} />);
    expect(markup).toContain(l.showMore);
    expect(markup).not.toContain('tail-beyond-the-cut');
  });
});

describe('entries', () => {
  it('locks a premium placeholder for a demo user and hides its evidence', () => {
    const evidence = { answers: [], sources: ['https://g2.com/a'] };
    const locked = html(
      <EntryCard title="Premium Content" description={l.premiumLocked} locked evidence={evidence} />,
    );
    expect(locked).toContain('data-testid="premium-locked"');
    expect(locked).not.toContain('data-testid="evidence"');
    const open = html(
      <EntryCard title="g2.com" description="Cited in 2 answers" locked evidence={evidence} />,
    );
    expect(open).toContain('data-testid="entry"');
    expect(open).toContain('data-testid="evidence"');
  });

  it('says why a group is empty', () => {
    expect(html(<EntryGroup title="Social posts" count={0} empty="None was cited." />)).toContain(
      'None was cited.',
    );
    expect(html(<EntryGroup title="Social posts" count={0} />)).not.toContain('Social posts');
  });
});
