// Delete confirmation with Yes and No (spec 1 section 2); the toasts of spec 1 section 8.
import { Button, Group, Modal, Text } from '@mantine/core';
import { brandsTableLabels as l, projectMessages as m, type Project } from '@sightline/contracts';
import { useDeleteProject } from '../../api/projects.ts';
import { toast } from '../../lib/toast.ts';

export function DeleteBrandDialog({ brand, onClose }: { brand: Project | null; onClose: () => void }) {
  const remove = useDeleteProject();

  const confirm = () => {
    if (!brand) return;
    remove.mutate(brand.uuid, {
      onSuccess: () => {
        toast.short('success', m.deleted, brand.entity_name);
        onClose();
      },
      onError: () => toast.short('error', m.deleteFailed, m.deleteFailedToast),
    });
  };

  return (
    <Modal
      opened={brand !== null}
      onClose={onClose}
      title={l.deleteTitle}
      centered
      size="md"
      styles={{ title: { fontWeight: 700 } }}
    >
      <Text>{brand ? l.deleteConfirm(brand.entity_name) : ''}</Text>
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          {l.no}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          {l.yes}
        </Button>
      </Group>
    </Modal>
  );
}
