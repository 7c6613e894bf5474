// Turns the contracts' zod results into Mantine form errors, so the web shows the very messages the
// server would send for the same input.

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Anything with zod's safeParse. */
export interface FormSchema {
  safeParse(values: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/** `{ 'company_info.name': 'Company name is required' }`; the first issue of each field wins. */
export const schemaErrors = (schema: FormSchema, values: unknown): Record<string, string> => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
};

/** Server validation replies carry `errors: { field: [messages] }`; the form shows the first of each. */
export const serverFieldErrors = (errors: Record<string, string[]> | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors ?? {})
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [field, messages[0]]),
  );
