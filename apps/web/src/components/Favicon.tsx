// A domain's favicon, served by our own server (which draws the domain's initial when the site has
// none), so it loads offline and in printed reports and no third party learns which sites are tracked.
import { Avatar } from '@mantine/core';
import { faviconUrl } from '@sightline/contracts';

export function Favicon({ domain, size = 18 }: { domain: string; size?: number }) {
  return (
    <Avatar src={faviconUrl(domain)} alt="" size={size} radius="xs" imageProps={{ loading: 'lazy' }}>
      {domain.charAt(0).toUpperCase()}
    </Avatar>
  );
}
