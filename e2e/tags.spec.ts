// Prompt tags on the brand detail screen (analysis spec 7 tags): created from the prompt dialog's
// Tags field, saved with the prompt, shown as badges in the prompt tables, renamed and deleted in
// Manage tags, and still there after a reload.
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  promptModalLabels as l,
  projectMessages,
  promptDashboardMessages,
  queryResultsLabels,
} from '@sightline/contracts';
import { toastTitled } from './support/brands.ts';
import { ACCURACY, dismissInfo, RANKING, userWithBrand } from './support/project-detail.ts';
import { shot } from './support/ui.ts';

const rowOf = (page: Page, testId: 'ranking-row' | 'accuracy-row', text: string) =>
  page.getByTestId(testId).filter({ hasText: text });
const badges = (row: Locator) => row.getByTestId('prompt-tag');

const openEdit = async (page: Page, queryText: string, title: string) => {
  await page.getByRole('button', { name: `${queryResultsLabels.edit}: ${queryText}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
};

/** Types a new name in the Tags field and picks "Create tag '…'". */
const createFromField = async (page: Page, dialog: Locator, name: string) => {
  await dialog.getByRole('textbox', { name: l.tags, exact: true }).fill(name);
  await page.getByRole('option', { name: l.createTag(name) }).click();
  await expect(toastTitled(page, l.tagCreated).filter({ hasText: name })).toBeVisible();
  await expect(dialog.getByTestId('prompt-tags-field')).toContainText(name);
};

const openManageTags = async (page: Page, dialog: Locator) => {
  await dialog.getByRole('button', { name: l.manageTags }).click();
  const manage = page.getByTestId('manage-tags');
  await expect(manage).toBeVisible();
  return manage;
};

test('tags prompts from the prompt dialog, renames and deletes them in Manage tags', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { brand } = await userWithBrand(page, request, 'tags');
  await page.goto(`/projects/${brand.uuid}`);
  await dismissInfo(page);
  const ranking = rowOf(page, 'ranking-row', RANKING[0]);
  await expect(badges(ranking)).toHaveCount(0);

  // Two new tags from the field, saved with the prompt.
  let dialog = await openEdit(page, RANKING[0], l.editRankingTitle);
  await createFromField(page, dialog, 'Pricing');
  await createFromField(page, dialog, 'Launch');
  // An existing name in another case is offered as the tag, never as a second one.
  await dialog.getByRole('textbox', { name: l.tags, exact: true }).fill('pricing');
  await expect(page.getByRole('option', { name: l.createTag('pricing') })).toHaveCount(0);
  await expect(page.getByText(l.noMatchingTags)).toBeVisible();
  await dialog.getByRole('textbox', { name: l.tags, exact: true }).fill('');
  await shot(page, 'tags-field');
  await expect(page.getByRole('listbox')).toBeHidden();
  await dialog.getByRole('button', { name: l.save }).click();
  await expect(toastTitled(page, projectMessages.queryUpdated).filter({ hasText: RANKING[0] })).toBeVisible();
  await expect(badges(ranking)).toHaveText(['Launch', 'Pricing']);

  // The accuracy prompt picks an existing tag from the list.
  dialog = await openEdit(page, ACCURACY.query_text, l.editAccuracyTitle);
  await dialog.getByRole('textbox', { name: l.tags, exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['Launch', 'Pricing']);
  await page.getByRole('option', { name: 'Launch', exact: true }).click();
  // Leaving the field closes its list (which lies over the dialog's buttons), as for a person.
  await dialog.getByRole('textbox', { name: l.tags, exact: true }).blur();
  await dialog.getByRole('button', { name: l.save }).click();
  await expect(
    toastTitled(page, projectMessages.queryUpdated).filter({ hasText: ACCURACY.query_text }),
  ).toBeVisible();
  const accuracy = page.getByTestId('accuracy-row');
  await expect(badges(accuracy)).toHaveText(['Launch']);
  await expect(dialog).toBeHidden();
  await shot(page, 'tags-table');

  // Rename in Manage tags: the server's refusal shows at the field, then a free name is saved.
  dialog = await openEdit(page, RANKING[0], l.editRankingTitle);
  let manage = await openManageTags(page, dialog);
  // Escape closes Manage tags only, not the prompt dialog around it.
  await page.keyboard.press('Escape');
  await expect(manage).toBeHidden();
  await expect(dialog).toBeVisible();
  manage = await openManageTags(page, dialog);
  await manage.getByRole('button', { name: l.renameTag('Launch') }).click();
  const name = manage.getByRole('textbox', { name: l.tagName });
  await name.fill('Pricing');
  await name.press('Enter');
  await expect(manage.getByText(promptDashboardMessages.tagExists)).toBeVisible();
  await shot(page, 'tags-manage-rename-error');
  await name.fill('Launch 2027');
  await manage.getByRole('button', { name: l.saveTagName }).click();
  await expect(toastTitled(page, l.tagRenamed).filter({ hasText: 'Launch 2027' })).toBeVisible();
  await expect(manage.getByTestId('managed-tag')).toHaveText(['Launch 2027', 'Pricing']);
  await expect(dialog.getByTestId('prompt-tags-field')).toContainText('Launch 2027');

  // Delete after the confirm: gone from the dialog's field and, with the rename, from both tables.
  await manage.getByRole('button', { name: l.deleteTag('Pricing') }).click();
  await expect(manage).toContainText(l.deleteTagConfirm('Pricing'));
  await shot(page, 'tags-manage-delete');
  await manage.getByRole('button', { name: l.delete, exact: true }).click();
  await expect(toastTitled(page, l.tagDeleted).filter({ hasText: 'Pricing' })).toBeVisible();
  await expect(manage.getByTestId('managed-tag')).toHaveText(['Launch 2027']);
  await expect(dialog.getByTestId('prompt-tags-field')).not.toContainText('Pricing');
  await dialog.getByRole('button', { name: l.manageTags }).click();
  await expect(manage).toBeHidden();
  await dialog.getByRole('button', { name: l.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(badges(ranking)).toHaveText(['Launch 2027']);
  await expect(badges(accuracy)).toHaveText(['Launch 2027']);

  // Stored: the same after a reload, and the dialog opens with the tag picked.
  await page.reload();
  await expect(badges(rowOf(page, 'ranking-row', RANKING[0]))).toHaveText(['Launch 2027']);
  await expect(badges(page.getByTestId('accuracy-row'))).toHaveText(['Launch 2027']);
  await expect(badges(rowOf(page, 'ranking-row', RANKING[1]))).toHaveCount(0);
  dialog = await openEdit(page, RANKING[0], l.editRankingTitle);
  await expect(dialog.getByTestId('prompt-tags-field')).toContainText('Launch 2027');
  manage = await openManageTags(page, dialog);
  await expect(manage.getByTestId('managed-tag')).toHaveText(['Launch 2027']);
});
