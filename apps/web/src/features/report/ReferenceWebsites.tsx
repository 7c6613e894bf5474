// Page 3 of a ranking prompt: the websites the engines cited most, paths cut at 60 characters, as
// many as one printed page holds; the rest are counted in a line below.
import { Table, Text } from '@mantine/core';
import { reportPageLabels as l, REPORT_LIMITS, type ReportDocument } from '@sightline/contracts';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { ReportTable } from './ReportTable.tsx';
import classes from './report.module.css';
import { shortUrl, topReferences } from './report-view.ts';

type Page3 = ReportDocument['query_analysis_list'][number]['page3'];

export function ReferenceWebsites({ page }: { page: Page3 }) {
  if (page.reference_websites.length === 0) return <Text c="dimmed">{l.noReferenceWebsites}</Text>;
  const top = topReferences(page.reference_websites, REPORT_LIMITS.referencesPerPage);
  const { shown } = top;
  // The server sends the websites the page lists and counts the rest.
  const moreSites = top.moreSites + page.more_reference_websites.sites;
  const moreReferences = top.moreReferences + page.more_reference_websites.references;
  return (
    <>
      <ReportTable
        label={l.referenceWebsites}
        head={
          <>
            <Table.Th>{l.url}</Table.Th>
            <Table.Th ta="right" w={90}>
              {l.count}
            </Table.Th>
          </>
        }
      >
        {shown.map((site) => (
          <Table.Tr key={site.url}>
            <Table.Td>
              <ExternalLink url={site.url} size="sm" title={site.url}>
                {shortUrl(site.url)}
              </ExternalLink>
            </Table.Td>
            <Table.Td ta="right" fw={600} className={classes.numeric}>
              {site.count}
            </Table.Td>
          </Table.Tr>
        ))}
      </ReportTable>
      {moreSites > 0 && (
        <Text size="sm" c="dimmed" data-testid="more-reference-websites">
          {l.moreReferenceWebsites(moreSites, moreReferences)}
        </Text>
      )}
    </>
  );
}
