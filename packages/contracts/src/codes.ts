// Code lists of the registration and profile forms, with their display labels.

const options = <const T extends readonly string[]>(values: T, labels: Record<T[number], string>) =>
  values.map((value) => ({ value, label: labels[value as T[number]] }));

export const ROLES = [
  'seo_specialist',
  'marketing_manager',
  'content_creator',
  'digital_marketer',
  'social_media_manager',
  'sales_representative',
  'business_owner',
  'product_manager',
  'consultant',
  'other',
] as const;
export const roleOptions = options(ROLES, {
  seo_specialist: 'SEO Specialist',
  marketing_manager: 'Marketing Manager',
  content_creator: 'Content Creator',
  digital_marketer: 'Digital Marketer',
  social_media_manager: 'Social Media Manager',
  sales_representative: 'Sales Representative',
  business_owner: 'Business Owner',
  product_manager: 'Product Manager',
  consultant: 'Consultant',
  other: 'Other',
});

export const REFERRALS = [
  'ai_recommendations',
  'linkedin',
  'google_search',
  'facebook',
  'twitter',
  'professional_recommendation',
  'conference',
  'industry_publication',
  'email_campaign',
  'existing_customer',
  'other',
] as const;
export const referralOptions = options(REFERRALS, {
  ai_recommendations: 'AI recommendations',
  linkedin: 'LinkedIn',
  google_search: 'Google search',
  facebook: 'Facebook',
  twitter: 'Twitter / X',
  professional_recommendation: 'Professional recommendation',
  conference: 'Conference or event',
  industry_publication: 'Industry publication',
  email_campaign: 'Email campaign',
  existing_customer: 'Existing customer',
  other: 'Other',
});

export const OBJECTIVES = [
  'track_presence',
  'monitor_competitors',
  'check_ai_info',
  'improve_presence',
  'brand_representation',
  'ai_discoverability',
  'track_changes',
  'identify_misinformation',
] as const;
export const objectiveOptions = options(OBJECTIVES, {
  track_presence: 'Track my brand presence in AI answers',
  monitor_competitors: 'Monitor competitors',
  check_ai_info: 'Check what AI says about my brand',
  improve_presence: 'Improve my presence in AI engines',
  brand_representation: 'Control how my brand is represented',
  ai_discoverability: 'Improve AI discoverability',
  track_changes: 'Track changes over time',
  identify_misinformation: 'Identify misinformation',
});

export const MARKET_POSITIONS = ['leader', 'strong', 'growing', 'new', 'struggling'] as const;
export const marketPositionOptions = options(MARKET_POSITIONS, {
  leader: 'Market leader',
  strong: 'Strong player',
  growing: 'Growing',
  new: 'New to the market',
  struggling: 'Struggling',
});

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001+'] as const;
