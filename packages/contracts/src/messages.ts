// Every user-facing text of the spec lives here once; server and web import it.
import { MAX_FORM_BYTES } from './constants.ts';

/** Texts several screens share (badges of the client's rows, the retry action). */
export const sharedLabels = {
  yourBrand: 'Your Brand',
  yourDomain: 'Your Domain',
  tryAgain: 'Try Again',
  competitorAnalysis: 'Competitor Analysis',
  /** Names of the pagers' arrow buttons, which show only an icon. */
  pagination: { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' },
  close: 'Close',
} as const;

/** Texts of an answer (or any markdown) drawn as a document: named parts that show no text of their own. */
export const markdownLabels = {
  table: 'Table from the answer',
  image: 'Image',
  taskDone: 'Done',
  taskOpen: 'To do',
  footnote: (label: string) => `Footnote ${label}`,
} as const;

export const authMessages = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  companyNameRequired: 'Company name is required',
  roleRequired: 'Role is required',
  fieldRequired: 'This field is required',
  objectiveRequired: 'At least one objective is required',
  currentPositionRequired: 'Current position is required',
  captchaRequired: 'Please complete the security verification',
  termsRequired: 'You must accept the terms and privacy policy to register',
  termsRequiredError: 'You must accept the Terms and Conditions and Privacy Policy to register.',
  invalidEmail: 'Enter a valid email address',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  captchaFailed: 'Security verification failed. Please try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  verifyLinkInvalid: 'This confirmation link is invalid, used or expired. Send a new one from the app.',
  emailVerified: 'Your email address is confirmed.',
  verificationSent: (email: string) => `We sent a confirmation link to ${email}.`,
  alreadyVerified: 'Your email address is already confirmed.',
  verifyBanner: (email: string) =>
    `Confirm your email address: open the link we sent to ${email}. Until then, invitations can only be accepted from their own email.`,
  resendVerification: 'Send the link again',
  verifyTitle: 'Confirm your email address',
  signInCaptchaRequired:
    'There were many failed sign-ins on this account lately. Complete the security check to sign in.',
  forgotFailed: 'An error occurred while processing your request. Please try again.',
  forgotConfirmation:
    "If an account exists with that email address, we've sent instructions to reset your password.",
  resetInvalid:
    'The password reset link is invalid or has expired. Please request a new password reset link.',
  resetFailed: 'An error occurred while resetting your password. Please try again.',
  resetInvalidDetail: 'Invalid or expired token',
  resetDone: 'Your password has been reset. You can now log in with your new password.',
  newPasswordRequired: 'New password is required',
  confirmPasswordRequired: 'Confirm password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordsDoNotMatch: 'New passwords do not match.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  passwordTooWeak:
    'Password must be at least 8 characters and contain an uppercase letter, a number and a special character',
  passwordChanged: 'Password changed successfully',
  exportFormatInvalid: 'The format must be json or csv',
  accountDeleted: 'Your account and all its data have been deleted.',
  passwordWrong: 'The password is not right.',
  closeCustomerFailed:
    'Your subscription could not be closed with the payment provider, so nothing was deleted. Please try again later.',
} as const;

export const passwordRequirements = [
  'At least 8 characters',
  'One uppercase letter',
  'One number',
  'One special character',
] as const;

export const profileMessages = {
  loadFailed: 'Failed to load profile.',
  updateFailed: 'Failed to update profile.',
  updateFailedStore: 'Profile update failed',
  /** The store's error of a failed profile read (spec 1 section 8), under loadFailed when the server gives none. */
  fetchFailedStore: 'Failed to fetch user profile',
  changePasswordFailed: 'Failed to change password.',
  pictureTooLarge: 'Profile picture must be less than 2MB.',
  pictureNotImage: 'Profile picture must be an image (JPEG, PNG, GIF or WebP).',
  updated: 'Profile updated',
} as const;

/** The profile page's "Your data" card: the rights of access and erasure of the privacy policy. */
export const accountDataLabels = {
  title: 'Your data',
  description:
    'Download everything your account holds (profile, brands, prompts, answers, figures, shares), or delete the account.',
  downloadJson: 'Download my data (JSON)',
  downloadCsv: 'Download my data (CSV)',
  downloadFailed: 'Failed to download your data.',
  deleteAccount: 'Delete my account',
  deleteTitle: 'Delete your account',
  deleteWarning:
    'This deletes your profile, your brands with their prompts, answers and reports, your API keys and your team. People you shared brands with lose access, and a paid subscription ends at once. It cannot be undone.',
  deletePassword: 'Your password',
  deleteConfirm: 'Delete my account for good',
  cancel: 'Cancel',
  deleteFailed: 'Failed to delete the account.',
} as const;

export const unsubscribeMessages = {
  invalid: 'Invalid or expired unsubscribe link.',
  done: 'You have been unsubscribed from our emails.',
} as const;

export const trialMessages = {
  titleEnded: 'Trial Ended',
  titleEndingSoon: 'Trial Ending Soon',
  titleFree: 'Free Trial',
  expired: 'Your free trial has expired. Upgrade to continue using all features.',
  oneDay: '1 day left in your free trial. Upgrade to unlock unlimited access.',
  fewDays: (n: number) => `${n} days left in your free trial. Upgrade to unlock unlimited access.`,
  manyDays: (n: number) => `${n} days left in your free trial. Enjoy exploring all features!`,
  upgradeRequiredTitle: 'Upgrade Required',
  upgradeRequired: 'Your trial has ended. Please upgrade your plan to add new brands.',
} as const;

/** What a read-only account was refused, for its upgrade message. */
export type ReadOnlyAction = 'brands' | 'prompts' | 'runs' | 'analyses' | 'recommendations' | 'changes';
/** Why the account is read-only: its trial ended, or its paid plan did. */
export type ReadOnlyReason = 'trial' | 'plan';

const endedText: Record<ReadOnlyReason, string> = {
  trial: 'Your trial has ended.',
  plan: 'Your subscription has ended.',
};
const upgradeToText: Record<ReadOnlyAction, string> = {
  brands: 'add new brands',
  prompts: 'add new prompts',
  runs: 'run reports',
  analyses: 'start a new analysis',
  recommendations: 'generate recommendations',
  changes: 'make changes',
};

/**
 * The upgrade message of a refused write (spec 1 section 8 for brands, spec 3 section 8 for
 * analyses): `readOnlyMessage('brands', 'trial')` is trialMessages.upgradeRequired.
 */
export const readOnlyMessage = (action: ReadOnlyAction, reason: ReadOnlyReason) =>
  `${endedText[reason]} Please upgrade your plan to ${upgradeToText[action]}.`;

/**
 * Whose plan refused a write: the caller's own, the team owner's plan a member works under, or the
 * plan of the brand's owner (a collaborator's write on someone else's brand).
 */
export type ReadOnlyAccount = 'own' | 'team' | 'brand';

/** The refusal of a write under a plan that is not the caller's own. */
export const sharedReadOnlyMessage = (action: ReadOnlyAction, account: Exclude<ReadOnlyAccount, 'own'>) =>
  account === 'team'
    ? `The plan shared with you has ended. Ask its owner to upgrade so you can ${upgradeToText[action]}.`
    : `The plan of this brand's owner has ended. Ask the owner to upgrade so you can ${upgradeToText[action]}.`;

/** Plans, checkout, portal, invoices and limits (spec 1 sections 4 and 8, spec 2 sections 2.6 and 8). */
export const billingMessages = {
  plansFailed: 'Failed to fetch subscription plans',
  subscriptionFailed: 'Failed to fetch subscription or profile data',
  invoicesFailed: 'Failed to fetch invoices',
  checkoutFailed: 'Failed to create checkout session',
  portalFailed: 'Failed to create customer portal session',
  portalAccessFailed: 'Failed to access customer portal',
  cancelFailed: 'Failed to cancel subscription',
  planNotFound: 'Plan not found',
  activated: 'Subscription Activated',
  /** The success page says what the subscription is, as the server reports it. */
  activatedText: (plan: string, prompts: number) =>
    `Thank you! You are on ${plan}: ${prompts} prompts, and its team limits apply from now on.`,
  confirmingTitle: 'Confirming your payment',
  confirmingText: (current: string) =>
    `The payment confirmation has not reached us yet: your subscription is still ${current}. This page updates as soon as it arrives.`,
  notActivatedTitle: 'No new subscription',
  notActivatedText: (current: string) =>
    `No payment was confirmed: your subscription is ${current}. If you paid, it shows here within a few minutes; otherwise choose a plan.`,
  /** A plan allowing fewer prompts than the account has (a trial's 100 against Starter's 20). */
  promptsOverTitle: (plan: string) => `${plan} allows fewer prompts than you have`,
  promptsOverText: (plan: string, allowance: number, used: number) =>
    `${plan} allows ${allowance} prompts and you have ${used}. Every prompt stays and keeps running, but no prompt can be added until you delete ${used - allowance}. These are over the allowance (the newest):`,
  promptsOverCard: (used: number) => `Fewer prompts than the ${used} you have`,
  promptsOverNow: (allowance: number, used: number) =>
    `Your plan allows ${allowance} prompts and you have ${used}: no prompt can be added until you delete ${used - allowance}. These are over the allowance (the newest):`,
  continueToCheckout: 'Continue with this plan',
  backToPlans: 'Back to plans',
  cancelled: 'Subscription Cancelled',
  checkoutCancelledText: 'You left checkout without subscribing. Your current plan stays as it is.',
  cancelDone:
    'Your subscription is canceled. It stays active until the end of the billing period you paid for.',
  cancelConfirmTitle: 'Cancel subscription?',
  cancelConfirm:
    'Your plan stays active until the end of the current billing period; after that your account becomes read-only.',
  notSubscribed: 'You have no paid subscription to cancel.',
  alreadyOnPlan: 'You are already on this plan.',
  noBillingAccount: 'You have no billing account yet: choose a plan first.',
  returnUrlInvalid: 'The return address must be a page of this app.',
  enterpriseByMail: 'The Enterprise plan is agreed with our sales team: contact us by mail.',
  webhookInvalid: 'The webhook signature is missing or invalid.',
  unknownPrice: 'This price is not one of our plans.',
  taxExcluded: 'per month, tax excluded',
  customPrice: 'Custom pricing',
  memberLimitTitle: 'Team Member Limit Reached',
  memberLimit:
    "You have reached your plan's team member limit. Please upgrade your plan to add more members.",
  noExecutions: 'You have no remaining executions. Please upgrade your plan to start a new analysis.',
  scheduledPaused: (reason: ReadOnlyReason) =>
    `${endedText[reason]} Scheduled reports of this brand are paused; upgrade to resume them at the next scheduled slot.`,
  readOnlyTitle: 'Read-only account',
  planEndedTitle: 'Subscription Ended',
  readOnlyText: (reason: ReadOnlyReason) =>
    `${endedText[reason]} Your data stays readable and exportable; upgrade to add brands, prompts and run reports again.`,
} as const;

/** Labels of the plans, return and invoices pages. */
export const billingLabels = {
  plansTitle: 'Plans & Billing',
  testModeTitle: 'Test mode',
  testModeText:
    'This server runs without Stripe: checkout is simulated, no card is charged, and the plan you choose is granted at once.',
  yourSubscription: 'Your subscription',
  status: 'Status',
  plan: 'Plan',
  trialEnds: 'Trial ends',
  trialEnded: 'Trial ended',
  renews: 'Renews on',
  ends: 'Ends on',
  prompts: 'Prompts',
  teamMembers: 'Team members',
  unlimited: 'Unlimited',
  choosePlan: 'Choose plan',
  switchPlan: 'Switch to this plan',
  currentPlan: 'Current plan',
  contactSales: 'Contact sales',
  manageBilling: 'Manage Billing',
  cancelSubscription: 'Cancel subscription',
  keepSubscription: 'Keep subscription',
  viewInvoices: 'Invoices',
  goHome: 'Go to dashboard',
  viewPlans: 'View plans',
  invoicesTitle: 'Invoices',
  noInvoices: 'No invoices yet. They appear here once a plan has been paid.',
  invoiceNumber: 'Invoice',
  invoiceDate: 'Date',
  invoicePeriod: 'Period',
  invoiceAmount: 'Amount',
  invoiceStatus: 'Status',
  invoicePdf: 'PDF',
  downloadPdf: 'Download',
  upgrade: 'Upgrade',
  testMode: 'Test mode',
} as const;

export const genericMessages = {
  validationFailed: 'Validation failed',
  notFound: 'Not found',
  unauthorized: 'Authentication credentials were not provided or are invalid.',
  forbidden: 'You do not have permission to perform this action.',
  internal: 'Something went wrong on our side. Please try again.',
  fileTooLarge: 'The file is too large',
  requestTooLarge: 'The request is too large',
  formUnreadable: 'The form could not be read: it is incomplete or malformed. Please try again.',
  formTooManyFiles: 'Only one file can be sent with this form.',
  formTooManyFields: 'The form has too many fields.',
  formTooLarge: `The form is too large (${MAX_FORM_BYTES / 1_048_576} MB at most).`,
  invalidInput: 'The request holds a value in the wrong format or out of range',
  badUrl: 'The address is not valid or too long',
  conflict: 'This already exists',
} as const;

/** Labels of the signed-in shell (spec 1 section 2, Layout and menus). */
export const shellMessages = {
  demoDays: 'Demo days',
  prompts: 'Prompts',
  upgrade: 'Upgrade',
  guest: 'Guest',
  greeting: (firstName: string) => `Hello, ${firstName}`,
  /** Read after the user's name on the user menu's button (its visible text stays in its name). */
  openUserMenu: 'Open user menu',
} as const;

/** Side menu entries, in menu order. */
export const navLabels = {
  dashboard: 'Brand AI Monitoring',
  keywordExplorer: 'Keyword Explorer',
  team: 'Team',
  tutorials: 'Tutorials & FAQs',
  services: 'Campaign Services',
  subscription: 'Subscription',
} as const;

/** User menu entries (side menu user block and header). */
export const userMenuLabels = {
  profile: 'Profile',
  subscriptionSharing: 'Subscription Sharing',
  plansBilling: 'Plans & Billing',
  invoices: 'Invoices',
  logout: 'Logout',
} as const;

export const dashboardMessages = {
  emptyBrands: 'Start by creating your first brand',
  watchTutorial: 'Watch our tutorial',
} as const;

/** Website analysis in the brand wizard (spec 1 sections 4, 5 and 8). */
export const websiteMessages = {
  analyzeFailed: 'Failed to analyze website. Please try again.',
  urlRequired: 'Please enter a website URL',
  urlInvalid: 'Please enter a valid URL',
  domainFailed: 'Could not extract domain from URL',
  timeout: 'We could not reach that website (timeout)',
  unreachable: 'We could not reach that website',
  dnsFailed: 'We could not find that website (the domain does not resolve)',
  tlsFailed: "We could not reach that website (its security certificate isn't valid)",
  blockedAddress: 'That address is not allowed',
  blockedPort: 'That address is not allowed (only ports 80 and 443 can be analyzed)',
  blockedScheme: 'That address is not allowed (only http and https websites can be analyzed)',
  tooManyRedirects: 'That website redirected too many times',
  notHtml: 'That address did not return a web page (HTML)',
  httpStatus: (status: number) => `That website responded with an error (HTTP ${status})`,
  noContent: 'We could not find any readable text on that website',
} as const;
