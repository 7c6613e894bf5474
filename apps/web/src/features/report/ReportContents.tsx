// The table of contents: each ranking prompt with its three pages, the accuracy prompts, then the
// appendix.
import { Group, List, Stack, Text, Title } from '@mantine/core';
import { reportPageLabels as l, type ReportDocument } from '@sightline/contracts';
import { ReportSheet } from './ReportSheet.tsx';
import classes from './report.module.css';
import { type ContentsEntry, tableOfContents } from './report-view.ts';

function ContentsLink({
  entry,
  strong,
}: {
  entry: { id: string; number: string; title: string };
  strong?: boolean;
}) {
  return (
    <a href={`#${entry.id}`} className={classes.tocLink}>
      <Group gap="sm" wrap="nowrap" align="baseline">
        <Text fw={700} c="brand.6" w={36} className={classes.numeric}>
          {entry.number}
        </Text>
        <Text fw={strong ? 600 : 400}>{entry.title}</Text>
      </Group>
    </a>
  );
}

function ContentsGroup({ title, entries }: { title: string; entries: ContentsEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md" c="dimmed" tt="uppercase" lts={0.5}>
        {title}
      </Title>
      <List listStyleType="none" spacing={8}>
        {entries.map((entry) => (
          <List.Item key={entry.id}>
            <ContentsLink entry={entry} strong />
            {entry.children.length > 0 && (
              <List listStyleType="none" spacing={2} withPadding mt={4}>
                {entry.children.map((child) => (
                  <List.Item key={child.id}>
                    <ContentsLink entry={child} />
                  </List.Item>
                ))}
              </List>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function ReportContents({ report }: { report: ReportDocument }) {
  const contents = tableOfContents(report);
  return (
    <ReportSheet id="contents" title={l.contents}>
      <Stack gap="xl">
        <ContentsGroup title={l.rankingPrompts} entries={contents.ranking} />
        <ContentsGroup title={l.accuracyPrompts} entries={contents.accuracy} />
        <ContentsGroup title={l.appendix} entries={contents.appendix} />
      </Stack>
    </ReportSheet>
  );
}
