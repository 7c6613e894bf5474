// The three-step registration form (spec 1 sections 2, 3, 5): values, per-step validation with the
// contract schema, and the request sent at the end.
import {
  authMessages,
  REGISTER_STEPS,
  type RegisterRequest,
  RegisterRequestSchema,
} from '@sightline/contracts';
import { schemaErrors } from '../../../lib/form-errors.ts';

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  company_info: { name: string; role: string | null; referral: string | null };
  seo_info: { objectives: string[]; current_position: string | null; additional_info: string };
  captcha_token: string;
  terms: boolean;
}

export const initialRegisterValues: RegisterValues = {
  name: '',
  email: '',
  password: '',
  company_info: { name: '', role: null, referral: null },
  seo_info: { objectives: [], current_position: null, additional_info: '' },
  captcha_token: '',
  terms: false,
};

export const registerSteps = [
  { title: 'Your account', description: 'Who you are and how you will sign in.' },
  { title: 'Your company', description: 'Tell us a little about where you work.' },
  { title: 'Your goals', description: 'What you want to learn about your brand in AI answers.' },
] as const satisfies readonly { title: string; description: string }[] & { length: typeof REGISTER_STEPS };

// Which top-level request fields each step owns.
const stepFields = [
  { name: true, email: true, password: true },
  { company_info: true },
  { seo_info: true, captcha_token: true },
] as const;

const stepSchemas = stepFields.map((fields) => RegisterRequestSchema.pick(fields));

/** The errors that keep the user on `step` (empty when they may go forward). */
export const registerStepErrors = (step: number, values: RegisterValues): Record<string, string> => {
  const errors = schemaErrors(stepSchemas[step], values);
  if (step === REGISTER_STEPS - 1 && !values.terms) errors.terms = authMessages.termsRequired;
  return errors;
};

/** The step holding a field, for server errors such as "email already exists". */
export const stepOfField = (field: string): number => {
  const top = field.split('.')[0];
  const index = stepFields.findIndex((fields) => top in fields);
  return index === -1 ? REGISTER_STEPS - 1 : index;
};

export const toRegisterRequest = ({ terms: _terms, ...values }: RegisterValues): RegisterRequest =>
  RegisterRequestSchema.parse({ ...values, remember_me: true }) as RegisterRequest;
