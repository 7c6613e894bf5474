import { describe, expect, it } from 'vitest';
import { isMenuItemActive, menuItems } from './menu-items.ts';

const activeLabels = (pathname: string) =>
  menuItems.filter((item) => isMenuItemActive(item, pathname)).map((item) => item.label);

describe('side menu', () => {
  it('lists the spec entries in order', () => {
    expect(menuItems.map((item) => [item.label, item.to])).toEqual([
      ['Brand AI Monitoring', '/dashboard'],
      ['Keyword Explorer', '/keyword-explorer'],
      ['Team', '/sharing'],
      ['Tutorials & FAQs', '/tutorials'],
      ['Campaign Services', '/services'],
      ['Subscription', '/subscriptions'],
    ]);
  });

  it('highlights exactly one entry for nested screens', () => {
    expect(activeLabels('/project-table/abc')).toEqual(['Brand AI Monitoring']);
    expect(activeLabels('/plans')).toEqual(['Subscription']);
    expect(activeLabels('/subscription/sharing')).toEqual(['Subscription']);
    expect(activeLabels('/sharing')).toEqual(['Team']);
    expect(activeLabels('/profile')).toEqual([]);
  });
});
