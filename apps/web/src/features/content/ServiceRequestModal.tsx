// The service request form (spec 3 sections 2.7, 5, 9): budget and timeline (the spec's 7 options
// each) and a message, all optional; 'Request Submitted' on success.
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import {
  contentMessages as cm,
  contentLabels as l,
  SERVICE_BUDGET_RANGES,
  SERVICE_TIMELINES,
  type Service,
  serviceBudgetLabels,
  serviceTimelineLabels,
} from '@sightline/contracts';
import { useState } from 'react';
import { errorText } from '../../api/client.ts';
import { useRequestService } from '../../api/content.ts';
import { toast } from '../../lib/toast.ts';

const budgets = SERVICE_BUDGET_RANGES.map((value) => ({ value, label: serviceBudgetLabels[value] }));
const timelines = SERVICE_TIMELINES.map((value) => ({ value, label: serviceTimelineLabels[value] }));

export function ServiceRequestModal({ service, onClose }: { service: Service | null; onClose: () => void }) {
  const request = useRequestService();
  const [budget, setBudget] = useState<string | null>(null);
  const [timeline, setTimeline] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  const close = () => {
    setBudget(null);
    setTimeline(null);
    setMessage('');
    onClose();
  };
  const submit = () => {
    if (!service) return;
    request.mutate(
      {
        service_uuid: service.uuid,
        budget_range: budget as (typeof SERVICE_BUDGET_RANGES)[number] | null,
        preferred_timeline: timeline as (typeof SERVICE_TIMELINES)[number] | null,
        message,
      },
      {
        onSuccess: () => {
          toast.short('success', cm.requestSubmitted, cm.requestSubmittedDetail);
          close();
        },
        onError: (error) => toast.short('error', cm.requestFailed, errorText(error, cm.requestFailed)),
      },
    );
  };

  return (
    <Modal
      opened={service !== null}
      onClose={close}
      title={service ? l.requestTitle(service.title) : ''}
      centered
    >
      <Stack gap="md">
        <Select label={l.budget} data={budgets} value={budget} onChange={setBudget} clearable />
        <Select label={l.timeline} data={timelines} value={timeline} onChange={setTimeline} clearable />
        <Textarea
          label={l.message}
          placeholder={l.messagePlaceholder}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          autosize
          minRows={4}
          maxLength={4000}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {l.cancel}
          </Button>
          <Button onClick={submit} loading={request.isPending}>
            {l.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
