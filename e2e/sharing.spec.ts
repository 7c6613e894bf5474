// Sharing with two real users in two browser contexts (spec 2 sections 2.7, 2.8, 4-8): a brand shared,
// accepted, seen in the invitee's list with its permission, a forbidden edit refused with a clear
// message, revoked; an invitation waiting for an account registered from its mail; a subscription shared
// with a team member who then works under 'Shared {plan}'.
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  authMessages,
  brandAccessMessages,
  brandsTableLabels,
  customReportLabels,
  navLabels,
  projectDetailMessages,
  projectMessages,
  queryResultsLabels,
  REDIRECT_PARAM,
  type Session,
  sharingLabels,
  sharingMessages,
  subscriptionSharingLabels,
} from '@sightline/contracts';
import { confirmEmailByApi, newUser, registerByApi } from './support/api.ts';
import { createBrandByApi, toastTitled, wizard } from './support/brands.ts';
import { linkTo, readMail } from './support/mail.ts';
import { dismissInfo } from './support/project-detail.ts';
import { shareBrandByApi, subscribeByApi } from './support/sharing.ts';
import { cutTexts, openAs, shot, signedInUser } from './support/ui.ts';

/** A page of its own browser context, signed in as `session`: a second person at another computer. */
const personAt = async (browser: Browser, session: Session) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAs(page, session);
  return page;
};

// Two people at two browsers, each step waiting on the other's: more than the default minute on a busy machine.
test.slow();

const header = (page: Page) => page.getByRole('banner');
const brandRow = (page: Page, name: string) => page.getByTestId('brand-row').filter({ hasText: name });
const shareRow = (page: Page, email: string) => page.getByTestId('share-row').filter({ hasText: email });

test('share a brand, accept it, see it with its permission, a forbidden edit, revoke', async ({
  page,
  request,
  browser,
}) => {
  const owner = await signedInUser(page, request, 'owner');
  const brand = await createBrandByApi(request, owner.session.token, { name: 'Acme Sharing', prompts: 1 });
  const invitee = await registerByApi(request, newUser('invitee'));
  const other = await personAt(browser, invitee.session);
  // Until the invitee confirms the address, the app says so; the mailed link confirms it.
  await expect(other.getByTestId('verify-email-banner')).toContainText(invitee.email);
  const confirm = linkTo(await readMail(invitee.email, { subject: /Confirm your email/ }), '/verify-email/');
  await other.goto(confirm.pathname);
  await expect(other.getByText(authMessages.emailVerified)).toBeVisible();
  await other.goto('/dashboard');
  await expect(other.getByTestId('verify-email-banner')).toHaveCount(0);

  // The owner shares with EDIT; the address is typed with spaces and capitals.
  await page.goto('/sharing');
  await expect(page.getByRole('heading', { name: navLabels.team, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: sharingLabels.share, exact: true }).click();
  await expect(page.getByText(sharingMessages.emailRequired, { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: sharingLabels.email }).fill(`  ${invitee.email.toUpperCase()} `);
  await page.getByText(sharingLabels.permissions.EDIT, { exact: true }).click();
  await page.getByRole('button', { name: sharingLabels.share, exact: true }).click();
  await expect(toastTitled(page, sharingMessages.shared)).toBeVisible();
  await expect(shareRow(page, invitee.email).getByTestId('share-status')).toHaveText('Pending');
  await shot(page, 'sharing-owner-pending');

  // The invitee finds the invitation on their dashboard and accepts it.
  await other.reload();
  await expect(other.getByTestId('invitations-waiting')).toBeVisible();
  await other.getByTestId('invitations-waiting').getByRole('link', { name: sharingLabels.answer }).click();
  await expect(other).toHaveURL(/\/sharing$/);
  const invitation = other.getByTestId('invitation-row').filter({ hasText: 'Acme Sharing' });
  await expect(invitation).toContainText(owner.email);
  await expect(invitation).toContainText(sharingLabels.permissions.EDIT);
  await shot(other, 'sharing-invitations');
  await invitation.getByRole('button', { name: `${sharingLabels.accept} Acme Sharing` }).click();
  await expect(toastTitled(other, sharingMessages.accepted)).toBeVisible();
  await expect(other.getByTestId('invitation-row')).toHaveCount(0);

  await other.goto('/dashboard');
  await expect(brandRow(other, 'Acme Sharing').getByTestId('brand-shared')).toHaveText('Shared · Edit');
  // The brand's domain and the badge beside it are shown whole.
  expect(await cutTexts(brandRow(other, 'Acme Sharing'))).toEqual([]);
  // An editor edits the brand; deleting it is the owner's, so there is no Delete.
  await expect(
    brandRow(other, 'Acme Sharing').getByRole('button', { name: 'Delete Acme Sharing' }),
  ).toHaveCount(0);
  await shot(other, 'dashboard-shared-brand');

  // An editor's prompts count against the owner's plan: the wizard does not count them against the editor's.
  await brandRow(other, 'Acme Sharing').getByRole('button', { name: 'Edit Acme Sharing' }).click();
  const editing = wizard(other);
  await editing.getByRole('button', { name: 'Next' }).click();
  await editing.getByRole('button', { name: 'Next' }).click();
  await expect(editing.getByTestId('ranking-prompts')).toBeVisible();
  await expect(editing.getByTestId('remaining-prompts')).toHaveCount(0);

  // The owner sees it accepted and lowers it to VIEW.
  await page.reload();
  await expect(shareRow(page, invitee.email).getByTestId('share-status')).toHaveText('Accepted');
  await page.getByRole('combobox', { name: `${sharingLabels.permission} ${invitee.email}` }).click();
  await page.getByRole('option', { name: sharingLabels.permissions.VIEW, exact: true }).click();
  await expect(toastTitled(page, sharingMessages.updated)).toBeVisible();
  await shot(page, 'sharing-owner-accepted');

  // The invitee now only views: the brand says so and offers nothing the server would refuse.
  await other.goto(`/project-table/${brand.uuid}`);
  await dismissInfo(other);
  await expect(other.getByTestId('brand-access')).toHaveText(sharingLabels.viewOnlyBadge);
  const rankingPrompts = other.getByTestId('ranking-prompts');
  await expect(rankingPrompts.getByTestId('ranking-row')).toHaveCount(1);
  for (const name of [
    projectDetailMessages.runReport,
    customReportLabels.create,
    queryResultsLabels.addRanking,
    queryResultsLabels.addAccuracy,
  ])
    await expect(other.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(
    rankingPrompts.getByRole('button', {
      name: new RegExp(`^(${queryResultsLabels.edit}|${queryResultsLabels.delete}):`),
    }),
  ).toHaveCount(0);
  await shot(other, 'brand-view-only');
  // Recommendations: the viewer reads the history; generating one is the editors'.
  await other.goto(`/recommendations/project/${brand.uuid}`);
  await expect(other.getByTestId('recommendations-view-only')).toHaveText(brandAccessMessages.viewOnly);
  await expect(other.getByTestId('new-recommendation-button')).toHaveCount(0);
  await expect(other.getByTestId('new-recommendation')).toHaveCount(0);
  // An address typed by hand is refused with the reason.
  await other.goto(`/projects/${brand.uuid}/edit`);
  await expect(toastTitled(other, brandAccessMessages.viewOnlyTitle)).toContainText(
    brandAccessMessages.viewOnly,
  );
  await other.goto('/dashboard');
  const viewed = brandRow(other, 'Acme Sharing');
  await expect(viewed.getByTestId('brand-shared')).toHaveText('Shared · View');
  await expect(viewed.getByRole('link', { name: brandsTableLabels.viewBrand })).toBeVisible();
  await expect(viewed.getByRole('button', { name: /^(Edit|Delete) Acme Sharing$/ })).toHaveCount(0);
  await shot(other, 'dashboard-view-only-brand');

  // Revoked: gone on the invitee's next request.
  await page.getByRole('button', { name: `${sharingLabels.revoke} ${invitee.email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: sharingLabels.revoke }).click();
  await expect(toastTitled(page, sharingMessages.revoked)).toBeVisible();
  await expect(shareRow(page, invitee.email)).toHaveCount(0);
  await other.goto(`/project-table/${brand.uuid}`);
  await expect(other.getByTestId('project-load-error')).toContainText(projectMessages.projectNotFound);
  await other.goto('/dashboard');
  await expect(brandRow(other, 'Acme Sharing')).toHaveCount(0);
});

test('an invitation to an address without an account waits for the account registered from its mail', async ({
  page,
  request,
}) => {
  const owner = await registerByApi(request, newUser('inviter'));
  const brand = await createBrandByApi(request, owner.session.token, { name: 'Globex Sharing' });
  const newcomer = newUser('newcomer');
  await shareBrandByApi(request, owner.session.token, brand.uuid, newcomer.email, 'EDIT');

  const mail = await readMail(newcomer.email, { subject: /shared Globex Sharing with you/ });
  const link = linkTo(mail, '/register');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(newcomer.email);

  // Registering itself is the register spec's; here the account is made with the invited address,
  // not yet confirmed: the invitation is answered from the mail's link, which proves the mailbox.
  const registered = await registerByApi(request, newcomer);
  await page.evaluate(() => sessionStorage.clear());
  await openAs(page, registered.session);
  await expect(page.getByTestId('invitations-waiting')).toContainText(sharingLabels.waitingBrands(1));
  await page.goto('/sharing');
  await page.getByRole('button', { name: `${sharingLabels.accept} Globex Sharing` }).click();
  await expect(toastTitled(page, sharingMessages.respondFailed)).toContainText(
    sharingMessages.verifyToAnswer,
  );
  const next = new URL(link.searchParams.get(REDIRECT_PARAM) ?? '', link);
  expect(next.pathname).toBe('/sharing');
  await page.goto(`${next.pathname}${next.search}`);
  await page.getByRole('button', { name: `${sharingLabels.accept} Globex Sharing` }).click();
  await expect(toastTitled(page, sharingMessages.accepted)).toBeVisible();
  await page.goto('/dashboard');
  await expect(brandRow(page, 'Globex Sharing').getByTestId('brand-shared')).toHaveText('Shared · Edit');
});

test('share a subscription with a team member, who works under Shared Starter and sees the brands', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // A trial cannot share its subscription: the upgrade note.
  const owner = await signedInUser(page, request, 'team-owner');
  await page.goto('/subscription/sharing');
  await expect(page.getByTestId('sharing-upgrade-note')).toContainText(subscriptionSharingLabels.upgradeNote);
  await expect(
    page.getByTestId('sharing-upgrade-note').getByRole('link', { name: subscriptionSharingLabels.seePlans }),
  ).toHaveAttribute('href', '/plans');
  await shot(page, 'subscription-sharing-upgrade-note');

  await createBrandByApi(request, owner.session.token, { name: 'Alpha Team' });
  await createBrandByApi(request, owner.session.token, { name: 'Beta Team' });
  await subscribeByApi(request, owner.session.token, 'STARTER', baseURL!);
  const member = await registerByApi(request, newUser('member'));
  await confirmEmailByApi(request, member.email);

  await page.reload();
  const share = page.getByRole('button', { name: subscriptionSharingLabels.share, exact: true });
  await expect(share).toBeDisabled();
  await page.getByRole('textbox', { name: subscriptionSharingLabels.email }).fill(member.email);
  await expect(share).toBeDisabled();
  await page.getByRole('combobox', { name: subscriptionSharingLabels.brands }).click();
  await page.getByRole('option', { name: 'Alpha Team' }).click();
  await page.getByRole('option', { name: 'Beta Team' }).click();
  await page.keyboard.press('Escape');
  await share.click();
  await expect(toastTitled(page, sharingMessages.shared)).toBeVisible();
  const row = page.getByTestId('member-row').filter({ hasText: member.email });
  await expect(row.getByTestId('share-status')).toHaveText('Pending');
  await expect(page.getByTestId('members-used')).toHaveText('1 of 2 members');

  // The member accepts in their own browser: their plan reads 'Shared Starter'.
  const other = await personAt(browser, member.session);
  await expect(header(other).getByRole('button', { name: 'Free Trial' })).toBeVisible();
  await other.goto('/subscription/sharing');
  const invitation = other.getByTestId('invitation-row');
  await expect(invitation).toContainText(owner.email);
  await expect(invitation).toContainText('Starter');
  await invitation.getByRole('button', { name: sharingLabels.accept }).click();
  await expect(toastTitled(other, sharingMessages.accepted)).toBeVisible();
  await expect(other.getByTestId('team-member-note')).toBeVisible();
  await expect(header(other).getByRole('button', { name: 'Shared Starter' })).toBeVisible();
  await shot(other, 'subscription-sharing-member');
  await other.goto('/dashboard');
  for (const name of ['Alpha Team', 'Beta Team'])
    await expect(brandRow(other, name).getByTestId('brand-shared')).toHaveText('Shared · View');
  await shot(other, 'dashboard-team-brands');

  // The owner takes one brand back and gives it again, then removes the member.
  await page.reload();
  await expect(row.getByTestId('share-status')).toHaveText('Accepted');
  await row.click();
  const brands = page.getByTestId('member-brands');
  await expect(brands).toContainText('Alpha Team · View');
  await brands.getByRole('button', { name: `${sharingLabels.revoke} Beta Team` }).click();
  await expect(toastTitled(page, sharingMessages.revoked)).toBeVisible();
  await expect(brands).not.toContainText('Beta Team');
  await brands.getByRole('combobox', { name: subscriptionSharingLabels.grantPlaceholder }).click();
  await page.getByRole('option', { name: 'Beta Team' }).click();
  await brands.getByRole('button', { name: subscriptionSharingLabels.grant }).click();
  await expect(toastTitled(page, sharingMessages.shared)).toBeVisible();
  await expect(brands).toContainText('Beta Team · View');
  await shot(page, 'subscription-sharing-owner');

  await page
    .getByRole('button', { name: `${subscriptionSharingLabels.revokeMember} ${member.email}` })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: subscriptionSharingLabels.revokeMember })
    .click();
  await expect(
    toastTitled(page, sharingMessages.revoked).filter({ has: page.getByText(member.email, { exact: true }) }),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  await other.reload();
  await expect(header(other).getByRole('button', { name: 'Free Trial' })).toBeVisible();
  await expect(brandRow(other, 'Alpha Team')).toHaveCount(0);
});
