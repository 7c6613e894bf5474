// What the user may do on a brand, by their permission on it (spec 2 section 6): VIEW reads, EDIT
// also changes prompts and competitors and runs reports, the owner alone deletes the brand, changes
// its schedule and shares it. The server decides (the one access policy); screens ask here first so a
// refused action says why at once, with the server's own text.
import { brandAccessMessages as m, type Project } from '@sightline/contracts';
import { toast } from './toast.ts';

export type BrandAction = 'edit' | 'delete' | 'share';

/** The refusal of `action` for a user with `permission`, or null when it is allowed. */
export const brandRefusal = (permission: Project['permission'], action: BrandAction) => {
  if (permission === 'OWNER') return null;
  if (action === 'delete') return { title: m.ownerOnlyTitle, message: m.deleteOwnerOnly };
  if (action === 'share') return { title: m.ownerOnlyTitle, message: m.shareOwnerOnly };
  return permission === 'EDIT' ? null : { title: m.viewOnlyTitle, message: m.viewOnly };
};

/** True when `action` is allowed; otherwise shows why and returns false. */
export const allowBrandAction = (permission: Project['permission'], action: BrandAction) => {
  const refusal = brandRefusal(permission, action);
  if (refusal) toast.short('warning', refusal.title, refusal.message);
  return refusal === null;
};
