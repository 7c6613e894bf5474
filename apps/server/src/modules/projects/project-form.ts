// Decodes the multipart brand form: JSON-encoded list fields, then the shared zod contract.
import { type ProjectForm, ProjectFormSchema, projectMessages } from '@sightline/contracts';
import { parseOrThrow } from '../../http/validation.ts';
import { fieldError } from '../../lib/http-error.ts';

const JSON_FIELDS = ['ai_engines', 'ranking_queries', 'question_queries', 'aliases'] as const;

export const parseProjectForm = (fields: Record<string, string>): ProjectForm => {
  const decoded: Record<string, unknown> = { ...fields };
  for (const name of JSON_FIELDS) {
    const raw = fields[name];
    if (raw === undefined || raw === '') {
      delete decoded[name];
      continue;
    }
    try {
      decoded[name] = JSON.parse(raw);
    } catch {
      throw fieldError(name, projectMessages.invalidJsonField(name));
    }
  }
  for (const name of ['scheduled_day', 'scheduled_hour', 'entity_label', 'title'] as const) {
    if (decoded[name] === '' || decoded[name] === 'null') delete decoded[name];
  }
  return parseOrThrow(ProjectFormSchema, decoded);
};
