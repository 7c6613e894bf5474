import { Avatar, type AvatarProps } from '@mantine/core';
import type { User } from '@sightline/contracts';
import { mediaUrl } from '../api/media.ts';

/** The user's picture, or their initials on the brand colour. */
export function UserAvatar({ user, ...props }: { user: User | null } & AvatarProps) {
  return (
    <Avatar
      src={mediaUrl(user?.profile_picture)}
      name={user?.name || user?.email || undefined}
      color="initials"
      {...props}
    />
  );
}
