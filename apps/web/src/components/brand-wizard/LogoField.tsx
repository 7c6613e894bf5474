// Optional brand logo (spec 1 sections 2 and 5): recommended 200x200, .jpg/.jpeg/.png/.gif up to
// 2 MB, with a preview; a saved logo can be replaced or removed.
import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { brandWizardLabels as l, projectMessages as m } from '@sightline/contracts';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { mediaUrl } from '../../api/media.ts';
import { toast } from '../../lib/toast.ts';
import { logoError } from './brand-form.ts';

export interface LogoFieldProps {
  file: File | null;
  /** The saved logo path (edit mode), unless removed. */
  current: string | null;
  error?: string;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** An object URL for the chosen file, revoked when it changes. */
const useFilePreview = (file: File | null) => {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
};

export function LogoField({ file, current, error, onChoose, onRemove }: LogoFieldProps) {
  const preview = useFilePreview(file) ?? mediaUrl(current);
  const [rejected, setRejected] = useState<string | null>(null);

  const choose = (picked: File | null) => {
    if (!picked) return;
    const problem = logoError(picked);
    setRejected(problem);
    if (problem) {
      toast.short('error', m.validationErrorTitle, problem);
      return;
    }
    onChoose(picked);
  };

  const remove = () => {
    setRejected(null);
    onRemove();
  };

  return (
    <Input.Wrapper label={l.logo} error={rejected ?? error}>
      <Group gap="md" mt={6} wrap="nowrap" align="center">
        <Avatar src={preview} size={72} radius="md" variant="light" color="gray" alt="Logo preview">
          <IconPhoto size={28} stroke={1.5} />
        </Avatar>
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={choose} accept="image/png,image/jpeg,image/gif,.jpg,.jpeg,.png,.gif">
              {(props) => (
                <Button {...props} variant="default" size="xs" leftSection={<IconUpload size={14} />}>
                  {preview ? l.replaceLogo : l.uploadLogo}
                </Button>
              )}
            </FileButton>
            {preview && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                onClick={remove}
              >
                {l.removeLogo}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {file ? file.name : l.logoHint}
          </Text>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
