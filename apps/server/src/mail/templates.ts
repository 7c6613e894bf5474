// Mail bodies. Each template gives subject, text and HTML from its payload; links are absolute.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The main link of the message, logged when mail goes to files. */
  link?: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const layout = (
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  footer?: string,
) => {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4c6ef5;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
       <p style="margin:0 0 16px;color:#868e96;font-size:13px">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  const foot = footer ? `<p style="margin-top:32px;color:#868e96;font-size:12px">${footer}</p>` : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#212529;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}${foot}</body></html>`;
};

const unsubscribeFooter = (url: string) =>
  `You receive this email because you have a Sightline account. <a href="${escapeHtml(url)}">Unsubscribe</a> from non-essential emails.`;

interface InvitationFields {
  inviter: string;
  /** The invitee's address, which their account must use. */
  email: string;
  /** The last day the invitation can be answered, as text. */
  expires: string;
  url: string;
  hasAccount: 'yes' | 'no';
}

/** An invitation: who invites to what, where to answer it, or how to get an account first. */
const invitation = (
  p: InvitationFields,
  m: { subject: string; title: string; intro: string; screen: string },
): MailContent => {
  const lines = [
    m.intro,
    p.hasAccount === 'yes'
      ? `Open ${m.screen} in Sightline to accept or reject the invitation.`
      : `Create your Sightline account with this email address (${p.email}): the invitation will be waiting under ${m.screen}.`,
    `The invitation can be answered until ${p.expires}.`,
  ];
  const label = p.hasAccount === 'yes' ? 'Open the invitation' : 'Create your account';
  return {
    subject: m.subject,
    text: `${lines.join('\n\n')}\n\n${label}: ${p.url}\n`,
    html: layout(m.title, lines, { label, url: p.url }),
    link: p.url,
  };
};

export const templates = {
  passwordReset(p: { name: string; resetUrl: string }): MailContent {
    const lines = [
      `Hello ${p.name},`,
      'We received a request to reset the password of your Sightline account. The link below is valid for one hour and can be used once.',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ];
    return {
      subject: 'Reset your Sightline password',
      text: `${lines.join('\n\n')}\n\nReset your password: ${p.resetUrl}\n`,
      html: layout('Reset your password', lines, { label: 'Reset password', url: p.resetUrl }),
      link: p.resetUrl,
    };
  },

  verifyEmail(p: { name: string; email: string; verifyUrl: string }): MailContent {
    const lines = [
      `Hello ${p.name},`,
      `Please confirm that ${p.email} is your address: open the link below. It works for seven days, once.`,
      'If you did not create a Sightline account, ignore this email.',
    ];
    return {
      subject: 'Confirm your email address for Sightline',
      text: `${lines.join('\n\n')}\n\nConfirm your address: ${p.verifyUrl}\n`,
      html: layout('Confirm your email address', lines, { label: 'Confirm address', url: p.verifyUrl }),
      link: p.verifyUrl,
    };
  },

  /** The privacy policy's retention: what is deleted on which day, and how to keep it. */
  retentionWarning(p: { name: string; what: 'profile' | 'brands'; date: string; url: string }): MailContent {
    const lines =
      p.what === 'profile'
        ? [
            `Hello ${p.name},`,
            `Your Sightline account has not been used for a long time and has never had a paid plan. As our privacy policy says, we delete such accounts: yours, with its brands and reports, will be deleted on ${p.date}.`,
            'To keep it, simply sign in before then. To keep a copy of your data, download it from your profile page.',
          ]
        : [
            `Hello ${p.name},`,
            `Your Sightline subscription has ended. As our privacy policy says, we keep brand data for a limited time after that: your brands, with their prompts, answers and reports, will be deleted on ${p.date}.`,
            'To keep them, choose a plan before then. To keep a copy, download your data from your profile page.',
          ];
    const label = p.what === 'profile' ? 'Sign in' : 'See the plans';
    return {
      subject:
        p.what === 'profile'
          ? 'Your Sightline account will be deleted'
          : 'Your Sightline brands will be deleted',
      text: `${lines.join('\n\n')}\n\n${label}: ${p.url}\n`,
      html: layout(
        p.what === 'profile' ? 'Your account will be deleted' : 'Your brands will be deleted',
        lines,
        {
          label,
          url: p.url,
        },
      ),
      link: p.url,
    };
  },

  welcome(p: { name: string; dashboardUrl: string; unsubscribeUrl: string }): MailContent {
    const lines = [
      `Welcome to Sightline, ${p.name}!`,
      'Your 14-day free trial has started. Create your first brand, add the prompts your customers ask AI engines, and Sightline will show you where you stand.',
    ];
    return {
      subject: 'Welcome to Sightline',
      text: `${lines.join('\n\n')}\n\nOpen your dashboard: ${p.dashboardUrl}\n\nUnsubscribe: ${p.unsubscribeUrl}\n`,
      html: layout(
        'Welcome to Sightline',
        lines,
        { label: 'Open dashboard', url: p.dashboardUrl },
        unsubscribeFooter(p.unsubscribeUrl),
      ),
      link: p.dashboardUrl,
    };
  },

  reportReady(p: { name: string; brand: string; reportUrl: string; unsubscribeUrl: string }): MailContent {
    const lines = [
      `Hello ${p.name},`,
      `Your new AI visibility report for ${p.brand} is ready: positions, mentions, sources and accuracy from every engine you track.`,
    ];
    return {
      subject: `Your ${p.brand} report is ready`,
      text: `${lines.join('\n\n')}\n\nOpen the report: ${p.reportUrl}\n\nUnsubscribe: ${p.unsubscribeUrl}\n`,
      html: layout(
        'Your report is ready',
        lines,
        { label: 'Open the report', url: p.reportUrl },
        unsubscribeFooter(p.unsubscribeUrl),
      ),
      link: p.reportUrl,
    };
  },

  /** Stripe could not take a renewal payment; the plan stays until its retries run out. */
  paymentFailed(p: { name: string; amount: string; subscriptionsUrl: string }): MailContent {
    const lines = [
      `Hello ${p.name},`,
      `We could not take the payment of ${p.amount} for your Sightline subscription. Your plan stays active while the payment is retried over the next days.`,
      'Please check or update your payment method so your scheduled reports keep running.',
    ];
    return {
      subject: 'Your Sightline payment failed',
      text: `${lines.join('\n\n')}\n\nUpdate your payment method: ${p.subscriptionsUrl}\n`,
      html: layout('Your payment failed', lines, { label: 'Update payment method', url: p.subscriptionsUrl }),
      link: p.subscriptionsUrl,
    };
  },

  /** An event of a brand the user opted in to on its Webhooks & alerts screen. */
  alertEvent(p: {
    name: string;
    title: string;
    lines: string;
    url: string;
    unsubscribeUrl: string;
  }): MailContent {
    const lines = [`Hello ${p.name},`, ...p.lines.split('\n').filter(Boolean)];
    return {
      subject: p.title,
      text: `${lines.join('\n\n')}\n\nOpen the brand: ${p.url}\n\nUnsubscribe: ${p.unsubscribeUrl}\n`,
      html: layout(
        p.title,
        lines,
        { label: 'Open the brand', url: p.url },
        unsubscribeFooter(p.unsubscribeUrl),
      ),
      link: p.url,
    };
  },

  /** A brand shared with an address; `url` opens Team (an account) or registration (none yet). */
  brandInvitation(p: InvitationFields & { brand: string; access: string }): MailContent {
    return invitation(p, {
      subject: `${p.inviter} shared ${p.brand} with you on Sightline`,
      title: `${p.brand} was shared with you`,
      intro: `${p.inviter} shared the brand ${p.brand} with you on Sightline, with ${p.access} access.`,
      screen: 'Team',
    });
  },

  /** A subscription shared with an address (a team invitation). */
  teamInvitation(p: InvitationFields & { plan: string; brands: string }): MailContent {
    return invitation(p, {
      subject: `${p.inviter} invited you to their team on Sightline`,
      title: 'You are invited to a team',
      intro: `${p.inviter} invited you to their team on Sightline: you would work under their ${p.plan} plan and see these brands: ${p.brands}.`,
      screen: 'Subscription Sharing',
    });
  },

  /** To the operator: a user asked for a campaign service. Reply-to is the user's address in the text. */
  serviceRequest(p: {
    service: string;
    name: string;
    email: string;
    budget: string;
    timeline: string;
    message: string;
  }): MailContent {
    const lines = [
      `${p.name} (${p.email}) requested the service "${p.service}".`,
      `Budget: ${p.budget}`,
      `Preferred timeline: ${p.timeline}`,
      `Message: ${p.message || '(none)'}`,
    ];
    return {
      subject: `Service request: ${p.service}`,
      text: `${lines.join('\n\n')}\n`,
      html: layout('New service request', lines),
    };
  },
} as const;

export type TemplateName = keyof typeof templates;
export type TemplatePayload<T extends TemplateName> = Parameters<(typeof templates)[T]>[0];
