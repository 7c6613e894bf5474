// Fixtures for unit tests of the session store and the API client.
import type { User } from '@sightline/contracts';
import type { KeyValueStorage } from './session.ts';

export const memoryStorage = (): KeyValueStorage & { dump(): Record<string, string> } => {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    dump: () => Object.fromEntries(data),
  };
};

export const sampleUser: User = {
  id: 7,
  pk: 7,
  uuid: '6f1f7c1e-4a3b-4c4e-9a51-0d7b8a1c2e3f',
  username: 'ada@example.com',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  full_name: 'Ada Lovelace',
  first_name: 'Ada',
  profile_picture: null,
  view_tutorial: false,
  company_name: 'Analytical Engines',
  industry: '',
  company_size: '',
  current_position: '',
  additional_info: '',
  created_at: '2026-01-01T00:00:00Z',
  email_verified: true,
};
