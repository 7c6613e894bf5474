// Profile picture picker with a live preview; refuses non-images and files of 2 MB or more.
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { User } from '@sightline/contracts';
import { IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import { toast } from '../../lib/toast.ts';
import { pictureProblem } from './picture-rules.ts';

interface ProfilePictureInputProps {
  user: User;
  file: File | null;
  onChange: (file: File | null) => void;
}

export function ProfilePictureInput({ user, file, onChange }: ProfilePictureInputProps) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (picked: File | null) => {
    if (!picked) return;
    const problem = pictureProblem(picked);
    if (problem) {
      toast.short('error', 'Profile picture', problem);
      return;
    }
    onChange(picked);
  };

  const shown = preview ? { ...user, profile_picture: preview } : user;
  return (
    <Group gap="lg" wrap="wrap">
      <UserAvatar user={shown} size={88} radius={88} />
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton onChange={pick} accept="image/png,image/jpeg,image/gif,image/webp">
            {(props) => (
              <Button {...props} variant="light" size="sm" leftSection={<IconUpload size={16} />}>
                {user.profile_picture || file ? 'Change picture' : 'Upload picture'}
              </Button>
            )}
          </FileButton>
          {file && (
            <Button
              variant="subtle"
              color="gray"
              size="sm"
              leftSection={<IconX size={16} />}
              onClick={() => onChange(null)}
            >
              Undo
            </Button>
          )}
        </Group>
        <Text fz="xs" c="dimmed">
          JPEG, PNG, GIF or WebP, less than 2 MB.
        </Text>
      </Stack>
    </Group>
  );
}
