// Spec 2 section 2.4 and spec 3 section 2.5: the brand's AI agent tab and the recommendation screens
// on the real server with sandbox engines: Run Report from the agent's empty state, its sections,
// implemented changes logged and deleted, every recommendation type generated with its progress, a
// failed run retried, a run marked implemented and its effect panel on the prompt dashboard.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  API_PREFIX,
  type LlmoFeedback,
  recommendationLabels as l,
  recommendationMessages as m,
  type ProjectQueries,
  projectDetailPaths,
  promptPaths,
  type RecommendationType,
  type ReportStatus,
  recommendationPaths,
  typesForScope,
} from '@sightline/contracts';
import { auth, getJson } from './support/api.ts';
import { createBrand, runReportByApi } from './support/project-detail.ts';
import { pickOption, shot, signedInUser } from './support/ui.ts';

const queriesOf = (request: APIRequestContext, token: string, uuid: string) =>
  getJson<ProjectQueries>(request, token, projectDetailPaths.queries(uuid));

/** Chooses a type card and generates: the run shows its progress, then its results or its failure. */
const generate = async (page: Page, type: RecommendationType) => {
  await page.getByTestId(`type-${type}`).click();
  await page.getByTestId('generate').click();
  await expect(page.getByText(m.started).last()).toBeVisible();
  await expect(
    page
      .getByTestId('run-in-flight')
      .or(page.getByTestId('run-completed'))
      .or(page.getByTestId('run-failed')),
  ).toBeVisible();
};

test('the AI agent tab and the recommendation screens, from an empty brand to a measured change', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  await page.addInitScript(() => localStorage.setItem('sightline.resultsInfoSeen', '1'));
  const user = await signedInUser(page, request, 'recommendations');
  const token = user.session.token;
  const brand = await createBrand(request, token);

  // The agent tab of a new brand: its first report ran with its creation, so it is not empty.
  await page.goto(`/project-table/${brand.uuid}?tab=agent`);

  // The sections of the latest report, each with its count, and the sparkle on the tab.
  const tab = page.getByTestId('agent-tab');
  await expect(tab).toBeVisible();
  await expect(page.getByTestId('agent-sparkle')).toBeVisible();
  await expect(page.getByTestId('agent-nav-boost')).toContainText(/\d/);
  await expect(page.getByTestId('boost-section')).toBeVisible();
  // Its engines answer from the sandbox: the feedback says it rests on simulated answers.
  await expect(tab.getByTestId('simulated-answers')).toContainText(/^Simulated: all \d+ answers/);
  await expect(page.getByTestId('typed').first()).toHaveAttribute('data-done', 'true', { timeout: 20_000 });
  // A demo user (trial) sees rows after the first locked; every unlocked row shows its evidence.
  await expect(page.getByTestId('evidence').first()).toBeVisible();
  await page.getByTestId('evidence').first().getByRole('button').click();
  await expect(page.getByTestId('evidence-answers').first()).toBeVisible();
  await shot(page, 'agent-boost');
  await page.getByTestId('agent-nav-competitors').click();
  await expect(tab.getByText(l.noPrevious)).toBeVisible();
  await page.getByTestId('agent-nav-correctness').click();
  await expect(page.getByTestId('correctness-badge')).toBeVisible();
  await shot(page, 'agent-correctness');

  // Log an implemented change (targeting the first prompt) and delete it.
  await page.getByTestId('agent-nav-implemented').click();
  await page.getByTestId('add-change').click();
  await page.getByTestId('change-save').click();
  await expect(page.getByText(m.changeTypeRequired)).toBeVisible();
  await expect(page.getByText(m.descriptionRequired)).toBeVisible();
  await expect(page.getByText(m.dateRequired)).toBeVisible();
  await pickOption(page, l.changeTypeField, 'Content Creation');
  await page.getByTestId('change-description').fill('Published a CRM comparison page');
  await page.getByTestId('change-url').fill('https://acme-crm.example/compare');
  await page.getByTestId('change-date').click();
  await page.locator('[data-today]').first().click();
  await page.getByTestId('change-save').click();
  await expect(page.getByText(m.changeRecorded)).toBeVisible();
  await expect(page.getByTestId('change-row')).toHaveCount(1);
  await expect(page.getByTestId('change-row')).toContainText('acme-crm.example');
  await shot(page, 'agent-implemented');
  await page.getByTestId('delete-change').click();
  await expect(page.getByText(l.deleteConfirm)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: l.delete }).click();
  await expect(page.getByText(m.changeDeleted)).toBeVisible();
  await expect(page.getByTestId('change-row')).toHaveCount(0);

  // History: a second report, then back to the first and Return to Latest.
  await runReportByApi(request, token, brand.uuid);
  await page.reload();
  await page.getByTestId('agent-nav-history').click();
  await expect(page.getByTestId('history-execution')).toHaveCount(2);
  await page.getByTestId('history-execution').last().click();
  await expect(page.getByTestId('return-to-latest')).toBeVisible();
  await page.getByTestId('return-to-latest').click();
  await expect(page.getByTestId('return-to-latest')).toBeHidden();
  await page.getByTestId('agent-nav-competitors').click();
  await expect(page.getByTestId('competitors-section')).toBeVisible();
  await shot(page, 'agent-competitors');

  // A ranking prompt without answers: its run fails; after a report, Retry completes it.
  const added = await request.post(`${API_PREFIX}${promptPaths.create(brand.uuid, 'ranking')}`, {
    headers: auth(token),
    data: { query_text: 'best crm for a bakery' },
  });
  expect(added.ok()).toBe(true);
  const fresh = (await added.json()) as { uuid: string };
  await page.goto(`/recommendations/ranking-query/${fresh.uuid}`);
  await expect(page.getByTestId('new-recommendation')).toBeVisible();
  await expect(page.getByTestId('generate')).toBeDisabled();
  await expect(page.getByTestId('executions-left')).toContainText(/\d+ executions left/);
  await generate(page, 'social_media');
  await expect(page.getByTestId('run-failed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('run-failed')).toContainText(m.noAnswers);
  await shot(page, 'recommendation-failed');
  await runReportByApi(request, token, brand.uuid);
  await page.getByTestId('run-retry').click();
  await expect(page.getByTestId('run-completed')).toBeVisible({ timeout: 30_000 });

  // Every type of a ranking prompt the agent found a content gap on (its ideas come with their
  // evidence), then the accuracy prompt's only type.
  const queries = await queriesOf(request, token, brand.uuid);
  const status = await getJson<ReportStatus>(request, token, projectDetailPaths.executionStatus(brand.uuid));
  const feedback = await getJson<LlmoFeedback>(
    request,
    token,
    recommendationPaths.llmoFeedback(status.executions[0].uuid),
  );
  const gap = Object.values(feedback.ranking_boost_data).find((b) => b.expert_content_ideas.length > 0);
  const ranking = queries.ranking_queries.find((q) => q.uuid === gap?.query_id) ?? queries.ranking_queries[0];
  await page.goto(`/recommendations/ranking-query/${ranking.uuid}`);
  for (const type of typesForScope('ranking-query')) {
    await page.getByTestId('new-recommendation-button').click();
    await generate(page, type);
    await expect(page.getByTestId(`content-${type}`)).toBeVisible({ timeout: 30_000 });
    if (type === 'content_creation' && gap) {
      await expect(page.getByTestId('entry').first()).toBeVisible();
      await expect(page.getByTestId('evidence').first()).toBeVisible();
      // Its evidence cites sandbox answers, and the run says so.
      await expect(page.getByTestId('run-completed').getByTestId('simulated-answers')).toBeVisible();
    }
  }
  await expect(page.getByTestId('history-run')).toHaveCount(
    typesForScope('ranking-query').length + (ranking.uuid === fresh.uuid ? 1 : 0),
  );
  await shot(page, 'recommendation-ranking');

  await page.goto(`/recommendations/question-query/${queries.question_queries[0].uuid}`);
  await expect(page.getByTestId(/^type-/)).toHaveCount(1);
  await generate(page, 'improving_information_accuracy');
  await expect(page.getByTestId('content-improving_information_accuracy')).toBeVisible({ timeout: 30_000 });

  // Mark implemented; See Metrics opens the prompt's dashboard on the change and its effect.
  await page.goto(`/recommendations/ranking-query/${ranking.uuid}`);
  await page.getByTestId('history-run').first().click();
  await page.getByTestId('mark-implemented').click();
  await expect(page.getByTestId('implemented-at')).toBeVisible();
  await page.getByTestId('see-metrics').click();
  await expect(page).toHaveURL(new RegExp(`/ranking-query/${ranking.uuid}\\?change=rec-`));
  const panel = page.getByTestId('effect-panel');
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('data-status', 'too_early');
  await expect(panel.getByText(l.tooEarly)).toBeVisible();
  await expect(page.getByTestId('change-timeline').locator('canvas')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'effect-panel');

  // The index: every run of the brand, newest first, and a recommendation started for any prompt.
  await page.goto('/recommendations');
  const runs = page.getByTestId('overview-run');
  await expect(runs.first()).toBeVisible();
  await expect(runs).toHaveCount(typesForScope('ranking-query').length + 2);
  await expect(runs.first()).toContainText(brand.title);
  await expect(runs.filter({ hasText: queries.question_queries[0].query_text })).toHaveCount(1);
  await shot(page, 'recommendations-index');
  await expect(page.getByTestId('recommendation-continue')).toBeDisabled();
  await pickOption(page, l.brand, brand.title);
  await pickOption(page, l.scopeTarget, queries.question_queries[0].query_text);
  await page.getByTestId('recommendation-continue').click();
  await expect(page).toHaveURL(
    new RegExp(`/recommendations/question-query/${queries.question_queries[0].uuid}\\?new=1`),
  );
  await expect(page.getByTestId('new-recommendation')).toBeVisible();
  // A run's row opens it on its own screen.
  await page.goto('/recommendations');
  await runs.first().getByRole('link').click();
  await expect(page.getByTestId('history-run').first()).toBeVisible();
});
