// One check per line of the spec's password requirements list (contracts `passwordRequirements`),
// in the same order, so the list can tick each line as the user types.
import { PASSWORD_MIN_LENGTH, passwordRequirements } from '@sightline/contracts';

const checks: readonly ((password: string) => boolean)[] = [
  (password) => password.length >= PASSWORD_MIN_LENGTH,
  (password) => /[A-Z]/.test(password),
  (password) => /[0-9]/.test(password),
  (password) => /[^A-Za-z0-9]/.test(password),
];

export const passwordRequirementStatus = (password: string) =>
  passwordRequirements.map((label, index) => ({ label, met: checks[index](password) }));
