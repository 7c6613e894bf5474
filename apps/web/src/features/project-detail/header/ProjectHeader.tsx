// The detail header: back button, the brand's logo, title, entity name and created date, and the
// General Metrics, Website Analysis, Webhooks & alerts, Custom report (editors), Share (owners) and
// Run Report buttons; a shared brand shows the user's access.
import { ActionIcon, Avatar, Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  brandAccessMessages,
  customReportLabels,
  generalMetricsLabels,
  projectDetailMessages as m,
  type Project,
  sharingLabels,
  webhookLabels,
  websiteAnalysisLabels,
} from '@sightline/contracts';
import {
  IconArrowLeft,
  IconBell,
  IconCalendar,
  IconChartHistogram,
  IconEye,
  IconFileAnalytics,
  IconShare,
  IconWorldWww,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { mediaUrl } from '../../../api/media.ts';
import { paths } from '../../../app/paths.ts';
import { CustomReportDialog } from '../../../components/CustomReportDialog.tsx';
import { brandAccess } from '../../../lib/brand-access.ts';
import { formatDate } from '../../../lib/format.ts';
import { initials } from '../../../lib/initials.ts';
import { ImportAnswersButton } from './ImportAnswersButton.tsx';
import { RunReportButton } from './RunReportButton.tsx';

interface ProjectHeaderProps {
  project: Project;
  running: boolean;
  onBack: () => void;
}

/** A brand shared with the user says so, with what they may do. */
function AccessBadge({ project }: { project: Project }) {
  if (project.permission === 'OWNER') return null;
  const viewOnly = project.permission === 'VIEW';
  return (
    <Tooltip
      label={viewOnly ? brandAccessMessages.viewOnly : sharingLabels.permissionHints.EDIT}
      multiline
      w={260}
      withArrow
    >
      <Badge
        variant="light"
        color={viewOnly ? 'gray' : 'brand'}
        leftSection={viewOnly ? <IconEye size={12} /> : undefined}
        data-testid="brand-access"
      >
        {viewOnly ? sharingLabels.viewOnlyBadge : sharingLabels.sharedBadge(sharingLabels.permissions.EDIT)}
      </Badge>
    </Tooltip>
  );
}

export function ProjectHeader({ project, running, onBack }: ProjectHeaderProps) {
  const [creatingReport, setCreatingReport] = useState(false);
  const created = formatDate(project.created_at);
  const may = brandAccess(project.permission);
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="md">
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
        <Tooltip label={m.back} withArrow>
          <ActionIcon variant="default" size="lg" radius="md" onClick={onBack} aria-label={m.back}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <Avatar
          src={mediaUrl(project.entity_picture)}
          alt=""
          radius="md"
          size={56}
          color="brand"
          variant="light"
          style={{ border: '1px solid var(--mantine-color-gray-3)' }}
        >
          {initials(project.entity_name)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title
            order={1}
            fz={{ base: 22, sm: 28 }}
            style={{ letterSpacing: '-0.02em', overflowWrap: 'anywhere' }}
          >
            {project.title}
          </Title>
          <Group gap="md" c="dimmed" wrap="wrap" style={{ rowGap: 2 }}>
            <Text size="sm" fw={500} c="gray.7">
              {project.entity_name}
            </Text>
            <AccessBadge project={project} />
            {created && (
              <Group gap={4} wrap="nowrap">
                <IconCalendar size={14} />
                <Text size="sm">{m.created(created)}</Text>
              </Group>
            )}
          </Group>
        </Stack>
      </Group>
      <Group gap="sm">
        <Button
          component={Link}
          to={paths.generalMetrics(project.uuid)}
          variant="default"
          leftSection={<IconChartHistogram size={16} />}
        >
          {generalMetricsLabels.openButton}
        </Button>
        <Button
          component={Link}
          to={paths.websiteAnalysis(project.uuid)}
          variant="default"
          leftSection={<IconWorldWww size={16} />}
        >
          {websiteAnalysisLabels.openButton}
        </Button>
        <Button
          component={Link}
          to={paths.brandAlerts(project.uuid)}
          variant="default"
          leftSection={<IconBell size={16} />}
          data-testid="open-webhooks"
        >
          {webhookLabels.open}
        </Button>
        {may.edit && (
          <Button
            variant="default"
            leftSection={<IconFileAnalytics size={16} />}
            onClick={() => setCreatingReport(true)}
          >
            {customReportLabels.create}
          </Button>
        )}
        {creatingReport && (
          <CustomReportDialog projectId={project.uuid} onClose={() => setCreatingReport(false)} />
        )}
        {may.share && (
          <Button
            component={Link}
            to={paths.sharingBrand(project.uuid)}
            variant="default"
            leftSection={<IconShare size={16} />}
          >
            {sharingLabels.share}
          </Button>
        )}
        {may.edit && <ImportAnswersButton projectId={project.uuid} />}
        <RunReportButton running={running} />
      </Group>
    </Group>
  );
}
