// Spec 2 sections 2.3 and 2.10: the printable report (cover, contents, one section per A4 page, the
// error view) and the AI Share of Voice CSV download, on a brand with two finished reports.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  API_PREFIX,
  competitorsTabLabels,
  projectPaths,
  promptPaths,
  reportPageLabels,
  type Session,
  samplingLabels,
  shareOfVoiceLabels,
} from '@sightline/contracts';
import { newUser, registerByApi } from './support/api.ts';
import { shot } from './support/ui.ts';

interface SeededBrand {
  session: Session;
  project: string;
  executions: { id: number; uuid: string }[];
}

const RANKING_PROMPTS = ['best CRM for startups', 'top CRM software in Spain'];
const ACCURACY_PROMPTS = [{ query_text: 'Where is Acme CRM based?', expected_response: 'Madrid, Spain' }];

/** A user with one brand and two finished reports (the sandbox engines answer in seconds). */
const seedBrandWithReports = async (request: APIRequestContext): Promise<SeededBrand> => {
  const { session } = await registerByApi(request, newUser('report'));
  const headers = { authorization: `Bearer ${session.token}` };
  const created = await request.post(`${API_PREFIX}${projectPaths.create}`, {
    headers,
    multipart: {
      entity_name: 'Acme CRM',
      location: 'Madrid, Spain',
      domain: 'https://www.acme-crm.com/',
      ai_engines: JSON.stringify(['chatgpt', 'claude', 'gemini']),
      timezone: 'Europe/Madrid',
      scheduled_day: 'MON',
      scheduled_hour: '9',
      ranking_queries: JSON.stringify(RANKING_PROMPTS),
      question_queries: JSON.stringify(ACCURACY_PROMPTS),
    },
  });
  expect(created.status()).toBe(201);
  const project = ((await created.json()) as { uuid: string }).uuid;

  let executions: SeededBrand['executions'] = [];
  // The first report starts with the brand; the second is Run Report.
  for (let run = 0; run < 2; run++) {
    if (run > 0)
      expect((await request.post(`${API_PREFIX}/projects/${project}/run/`, { headers })).status()).toBe(202);
    await expect
      .poll(
        async () => {
          const status = (await (
            await request.get(`${API_PREFIX}/projects/${project}/execution-status/`, { headers })
          ).json()) as { running: boolean; executions: SeededBrand['executions'] };
          executions = status.executions;
          return status.running;
        },
        { timeout: 60_000, intervals: [500, 1000] },
      )
      .toBe(false);
  }
  return { session, project, executions };
};

/** Signs the page in with the seeded session and marks the detail page's info modal as seen. */
const signIn = async (page: Page, session: Session) => {
  await page.addInitScript((s) => {
    localStorage.setItem('sightline.token', s.token);
    localStorage.setItem('sightline.refresh', s.refresh);
    localStorage.setItem('sightline.user', JSON.stringify(s.user));
    localStorage.setItem('sightline.resultsInfoSeen', '1');
  }, session);
};

/** Pages in a PDF: one "/Type /Page" object each (not "/Pages"). */
const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

test('the printable report shows cover, contents and one page per section', async ({ page, request }) => {
  const seeded = await seedBrandWithReports(request);
  await signIn(page, seeded.session);
  const latest = seeded.executions[0];
  // A prompt added after the reports ran: the reports show only the prompts their execution asked.
  const added = await request.post(`${API_PREFIX}${promptPaths.create(seeded.project, 'ranking')}`, {
    headers: { authorization: `Bearer ${seeded.session.token}` },
    data: { query_text: 'CRM added after the reports' },
  });
  expect(added.status()).toBe(201);

  await page.goto(`/reports/${latest.uuid}`);
  await expect(page.getByRole('heading', { name: 'Acme CRM', level: 1 })).toBeVisible();
  // Standalone layout: no side menu.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: reportPageLabels.contents })).toBeVisible();
  for (const prompt of RANKING_PROMPTS) {
    await expect(page.getByRole('link', { name: prompt })).toBeVisible();
  }
  await expect(page.getByText('CRM added after the reports')).toHaveCount(0);
  // Sandbox engines: the cover says no figure is measured, and every page carries the mark.
  await expect(page.getByTestId('report-provenance')).toHaveText(
    /^Simulated report: all \d+ answers come from the sandbox/,
  );
  await expect(page.getByTestId('simulated-page-mark')).toHaveCount(
    await page.getByTestId('report-sheet').count(),
  );
  await expect(page.getByRole('heading', { name: reportPageLabels.competitorAnalysis })).toHaveCount(
    RANKING_PROMPTS.length,
  );
  await expect(page.getByRole('heading', { name: reportPageLabels.providersAnalysis })).toHaveCount(
    RANKING_PROMPTS.length,
  );
  await expect(page.getByRole('heading', { name: reportPageLabels.referenceWebsites })).toHaveCount(
    RANKING_PROMPTS.length,
  );
  await expect(page.getByRole('heading', { name: ACCURACY_PROMPTS[0].query_text })).toBeVisible();
  // No judge model here: the fact check rated the accuracy page's answers, and the page says so.
  await expect(page.getByTestId('rated-by')).toHaveText('Rated by the fact check');
  // The sampling statistics come after every result, as the appendix, which the contents list last;
  // they say how many extra answers were spent, and each provider row its answers.
  await expect(page.getByRole('heading', { name: samplingLabels.sheetTitle })).toBeVisible();
  await expect(page.getByTestId('report-sheet').last()).toHaveAttribute('id', 'sampling');
  await expect(page.getByRole('link', { name: samplingLabels.sheetTitle })).toBeVisible();
  await expect(page.getByTestId('extra-answers-spent')).toBeVisible();
  await expect(
    page.getByRole('table', { name: reportPageLabels.providersAnalysis }).first().getByRole('columnheader', {
      name: samplingLabels.answers,
    }),
  ).toBeVisible();
  // Competitors come in tables of at most five rows.
  for (const table of await page.getByRole('table', { name: reportPageLabels.competitorAnalysis }).all()) {
    expect(await table.locator('tbody tr').count()).toBeLessThanOrEqual(5);
  }
  const print = page.getByRole('button', { name: reportPageLabels.print });
  await expect(print).toBeVisible();
  await shot(page, 'report-page');

  // On paper: the Print button is gone, and cover, contents and every section start a page.
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  // Cover, contents, the prompts' pages, then the sampling appendix (page.pdf lays out the print media emulated
  // above; with screen media the sheets would flow without their page breaks).
  const sections = 3 + RANKING_PROMPTS.length * 3 + ACCURACY_PROMPTS.length;
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdfPageCount(pdf)).toBe(sections);

  // The numeric alias opens the same report.
  await page.goto(`/report/${latest.id}`);
  await expect(page.getByRole('heading', { name: 'Acme CRM', level: 1 })).toBeVisible();

  // A report that does not exist: the error view with the server's reason and Try Again.
  await page.goto('/reports/999999');
  await expect(page.getByRole('heading', { name: reportPageLabels.errorTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: reportPageLabels.tryAgain })).toBeVisible();
  await shot(page, 'report-error');
});

test('the AI Share of Voice matrix downloads as a dated CSV', async ({ page, request }) => {
  const seeded = await seedBrandWithReports(request);
  await signIn(page, seeded.session);

  await page.goto(`/projects/${seeded.project}?tab=competitors`);
  const tab = page.getByTestId('competitors-tab');
  await expect(tab.getByText(competitorsTabLabels.yourBrand)).toBeVisible();
  await tab.getByRole('button', { name: competitorsTabLabels.seeShareOfVoice }).click();

  const dialog = page.getByRole('dialog', { name: shareOfVoiceLabels.title });
  await expect(dialog.getByRole('table', { name: shareOfVoiceLabels.title })).toBeVisible();
  await expect(dialog.locator('tr[data-brand]')).toHaveCount(1);
  for (const band of Object.values(shareOfVoiceLabels.bands)) {
    await expect(dialog.getByText(band, { exact: true })).toBeVisible();
  }
  await shot(page, 'share-of-voice');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: shareOfVoiceLabels.downloadCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^share-of-voice-\d{4}-\d{2}-\d{2}\.csv$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks).toString('utf8').trim().split(/\r?\n/);
  expect(lines[0]).toBe('Provider,Competitor,Percentage,Mentions');
  expect(lines.length).toBeGreaterThan(1);
  // The brand's rows come first, one per provider, with a one-decimal percentage.
  expect(lines[1]).toMatch(/^ChatGPT,Acme CRM,\d+\.\d,\d+$/);

  // Print renders just the matrix into a print frame.
  await dialog.getByRole('button', { name: shareOfVoiceLabels.print }).click();
  await expect(page.frameLocator('#share-of-voice-print-frame').locator('table tbody tr')).not.toHaveCount(0);
});
