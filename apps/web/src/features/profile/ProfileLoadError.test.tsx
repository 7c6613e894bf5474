// A failed profile read: the page's title over the server's error field, else the store's error.
import { MantineProvider } from '@mantine/core';
import { profileMessages } from '@sightline/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/client.ts';
import { ProfileLoadError } from './ProfileLoadError.tsx';

const markupOf = (error: unknown) =>
  renderToStaticMarkup(
    <MantineProvider>
      <ProfileLoadError error={error} />
    </MantineProvider>,
  );

describe('ProfileLoadError', () => {
  it("says 'Failed to fetch user profile' when the server gives no error field", () => {
    const markup = markupOf(new TypeError('Failed to fetch'));
    expect(markup).toContain(profileMessages.loadFailed);
    expect(markup).toContain('Failed to fetch user profile');
  });

  it("shows the server's error field when there is one", () => {
    const error = new ApiRequestError(503, { error: 'Profile service unavailable' }, 'Service Unavailable');
    const markup = markupOf(error);
    expect(markup).toContain('Profile service unavailable');
    expect(markup).not.toContain(profileMessages.fetchFailedStore);
  });
});
