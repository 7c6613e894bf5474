export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}
export interface MailTransport {
  send(mail: OutgoingMail): Promise<{
    messageId: string;
    location?: string;
  }>;
}
export declare const smtpTransport: (smtpUrl: string) => MailTransport;
export declare const mailDir: (dataDir: string) => string;
export declare const fileTransport: (dir: string) => MailTransport;
