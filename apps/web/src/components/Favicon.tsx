// A domain's favicon, loaded from the public favicon service (spec 7), its first letter meanwhile.
import { Avatar } from '@mantine/core';
import { faviconUrl } from '@sightline/contracts';

export function Favicon({ domain, size = 18 }: { domain: string; size?: number }) {
  return (
    <Avatar src={faviconUrl(domain)} alt="" size={size} radius="xs" imageProps={{ loading: 'lazy' }}>
      {domain.charAt(0).toUpperCase()}
    </Avatar>
  );
}
