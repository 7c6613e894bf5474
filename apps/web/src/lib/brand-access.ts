// What the user may do on a brand, by their permission on it (spec 2 section 6): VIEW reads, EDIT
// also changes prompts and competitors and runs reports, the owner alone deletes the brand, changes
// its schedule and shares it. The server decides (the one access policy); screens ask here which
// actions to show, so a user is never offered what the server would refuse.
import { brandAccessMessages as m, type Project } from '@sightline/contracts';
import { toast } from './toast.ts';

export type BrandAction = 'edit' | 'delete' | 'share';

/** Which brand actions a user with `permission` may take; nothing while the permission is unknown. */
export const brandAccess = (permission: Project['permission'] | undefined): Record<BrandAction, boolean> => ({
  edit: permission === 'OWNER' || permission === 'EDIT',
  delete: permission === 'OWNER',
  share: permission === 'OWNER',
});

/**
 * The refusal of `action` for a user with `permission`, or null when it is allowed: what a user is
 * told when they reach an action by its address (no screen offers it to them).
 */
export const brandRefusal = (permission: Project['permission'], action: BrandAction) => {
  if (brandAccess(permission)[action]) return null;
  if (action === 'delete') return { title: m.ownerOnlyTitle, message: m.deleteOwnerOnly };
  if (action === 'share') return { title: m.ownerOnlyTitle, message: m.shareOwnerOnly };
  return { title: m.viewOnlyTitle, message: m.viewOnly };
};

/** True when `action` is allowed; otherwise shows why and returns false. */
export const allowBrandAction = (permission: Project['permission'], action: BrandAction) => {
  const refusal = brandRefusal(permission, action);
  if (refusal) toast.short('warning', refusal.title, refusal.message);
  return refusal === null;
};
