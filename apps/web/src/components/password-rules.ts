// One check per line of the spec's password requirements list (contracts `passwordRequirements`),
// in the same order, so the list can tick each line as the user types.
import { authMessages, PASSWORD_MIN_LENGTH, passwordRequirements } from '@sightline/contracts';

const checks: readonly ((password: string) => boolean)[] = [
  (password) => password.length >= PASSWORD_MIN_LENGTH,
  (password) => /[A-Z]/.test(password),
  (password) => /[0-9]/.test(password),
  (password) => /[^A-Za-z0-9]/.test(password),
];

export const passwordRequirementStatus = (password: string) =>
  passwordRequirements.map((label, index) => ({ label, met: checks[index](password) }));

/**
 * Client checks of a new password pair: presence and match only (spec 2 section 5); strength is
 * shown by the requirements list and enforced by the server.
 */
export const newPasswordPairErrors = (
  values: { new_password: string; confirm_password: string },
  mismatchMessage: string,
): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (!values.new_password) errors.new_password = authMessages.newPasswordRequired;
  if (!values.confirm_password) errors.confirm_password = authMessages.confirmPasswordRequired;
  else if (values.new_password !== values.confirm_password) errors.confirm_password = mismatchMessage;
  return errors;
};
