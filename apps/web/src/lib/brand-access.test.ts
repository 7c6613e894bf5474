import { brandAccessMessages as m } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { brandAccess, brandRefusal } from './brand-access.ts';

describe('brand actions by permission', () => {
  it('let the owner do everything', () => {
    expect(brandAccess('OWNER')).toEqual({ edit: true, delete: true, share: true });
    for (const action of ['edit', 'delete', 'share'] as const)
      expect(brandRefusal('OWNER', action)).toBeNull();
  });

  it('let an editor change the brand but leave deleting and sharing to the owner', () => {
    expect(brandAccess('EDIT')).toEqual({ edit: true, delete: false, share: false });
    expect(brandRefusal('EDIT', 'delete')?.message).toBe(m.deleteOwnerOnly);
    expect(brandRefusal('EDIT', 'share')?.message).toBe(m.shareOwnerOnly);
  });

  it('let a viewer only read, and tell them why with the server text', () => {
    expect(brandAccess('VIEW')).toEqual({ edit: false, delete: false, share: false });
    expect(brandRefusal('VIEW', 'edit')).toEqual({ title: m.viewOnlyTitle, message: m.viewOnly });
    expect(brandRefusal('VIEW', 'delete')?.message).toBe(m.deleteOwnerOnly);
  });

  it('offer nothing while the permission is not known yet', () => {
    expect(brandAccess(undefined)).toEqual({ edit: false, delete: false, share: false });
  });
});
