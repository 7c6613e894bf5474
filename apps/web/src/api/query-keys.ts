// Query keys per area, so invalidations name the same keys the hooks use.
export const queryKeys = {
  profile: ['auth', 'profile'] as const,
  subscription: ['subscription', 'current'] as const,
  plans: ['subscription', 'plans'] as const,
  invoices: ['subscription', 'invoices'] as const,
  countedPrompts: ['subscription', 'prompts'] as const,
};
