import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailService } from '../../mail/mail.service.ts';

interface PromptResult {
  prompt_id: number;
  kind: 'RANKING' | 'QUESTION';
  engine: string;
  value: number | null;
}
/** Prompts whose result moved on any engine since the previous completed execution (new ones included). */
export declare const changedPrompts: (
  current: PromptResult[],
  previous: PromptResult[],
) => Map<number, 'QUESTION' | 'RANKING'>;
export declare const finishExecution: (
  deps: {
    db: Database;
    clock: Clock;
    mail: MailService;
    publicUrl: string;
  },
  executionId: number,
) => Promise<void>;
