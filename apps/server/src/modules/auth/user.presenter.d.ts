import type { User } from '@sightline/contracts';
import type { UserRow } from './user.repo.ts';
export declare const presentUser: (row: UserRow) => User;
