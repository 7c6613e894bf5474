// Rules of the reset password page (spec 2 sections 2.1 and 4).
import { RESET_TOKEN_MIN_LENGTH } from '@sightline/contracts';

/** A token that is missing or too short can never be valid: show the error view at once. */
export const isPlausibleResetToken = (token: string | undefined): token is string =>
  typeof token === 'string' && token.length >= RESET_TOKEN_MIN_LENGTH;
