import { brandAccessMessages as m } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { brandRefusal } from './brand-access.ts';

describe('brand actions by permission', () => {
  it('let the owner do everything', () => {
    for (const action of ['edit', 'delete', 'share'] as const)
      expect(brandRefusal('OWNER', action)).toBeNull();
  });

  it('let an editor change the brand but leave deleting and sharing to the owner', () => {
    expect(brandRefusal('EDIT', 'edit')).toBeNull();
    expect(brandRefusal('EDIT', 'delete')?.message).toBe(m.deleteOwnerOnly);
    expect(brandRefusal('EDIT', 'share')?.message).toBe(m.shareOwnerOnly);
  });

  it('tell a viewer they only view, with the server text', () => {
    expect(brandRefusal('VIEW', 'edit')).toEqual({ title: m.viewOnlyTitle, message: m.viewOnly });
    expect(brandRefusal('VIEW', 'delete')?.message).toBe(m.deleteOwnerOnly);
  });
});
