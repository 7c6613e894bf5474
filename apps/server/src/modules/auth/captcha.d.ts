import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
export interface Captcha {
  challenge(): Promise<object>;
  /** True when the payload solves a challenge we issued, unexpired and not used before. */
  verify(payload: string): Promise<boolean>;
}
export declare const createCaptcha: (deps: {
  db: Database;
  clock: Clock;
  secret: string;
  maxCounter: number;
}) => Captcha;
