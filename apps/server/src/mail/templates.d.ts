export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The main link of the message, logged when mail goes to files. */
  link?: string;
}
export declare const templates: {
  readonly passwordReset: (p: { name: string; resetUrl: string }) => MailContent;
  readonly welcome: (p: { name: string; dashboardUrl: string; unsubscribeUrl: string }) => MailContent;
  readonly reportReady: (p: {
    name: string;
    brand: string;
    reportUrl: string;
    unsubscribeUrl: string;
  }) => MailContent;
};
export type TemplateName = keyof typeof templates;
export type TemplatePayload<T extends TemplateName> = Parameters<(typeof templates)[T]>[0];
