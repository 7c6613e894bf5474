// The admin's create/edit form of one item: its text fields, category, Published and Featured, and
// the image (tutorials and services). Checked with the server's own schema before it is sent.
import {
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { adminLabels as a, type ContentKind, contentMessages as cm } from '@sightline/contracts';
import { useState } from 'react';
import { errorText } from '../../api/client.ts';
import { useContentCategories, useSaveAdminItem } from '../../api/content.ts';
import { schemaErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { ADMIN_FORMS, type AdminItem, formValues } from './admin-fields.ts';

const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

export function AdminItemForm({
  kind,
  item,
  onClose,
}: {
  kind: ContentKind;
  /** null: a new item. */
  item: AdminItem | null;
  onClose: () => void;
}) {
  const form = ADMIN_FORMS[kind];
  const categories = useContentCategories(kind);
  const save = useSaveAdminItem(kind);
  const [values, setValues] = useState(() => formValues(kind, item));
  const [category, setCategory] = useState<string | null>(item?.category?.uuid ?? null);
  const [published, setPublished] = useState(item?.published ?? false);
  const [featured, setFeatured] = useState(item?.featured ?? false);
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const currentImage =
    form.image && item ? (item as unknown as Record<string, string | null>)[form.image] : null;

  const submit = () => {
    const fields: Record<string, string> = {
      ...values,
      category_uuid: category ?? '',
      published: String(published),
      featured: String(featured),
    };
    const found = schemaErrors(form.schema, fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (removeImage) body.append('remove_image', 'true');
    if (image) body.append('image', image);
    save.mutate(
      { uuid: item?.uuid ?? null, form: body },
      {
        onSuccess: () => {
          toast.short('success', a.saved, fields[form.fields[0].name] ?? '');
          onClose();
        },
        onError: (error) => toast.short('error', a.title, errorText(error, cm.adminOnly)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={item ? a.edit : a.add} size="lg" centered>
      <Stack gap="sm">
        {form.fields.map((field) => {
          const common = {
            label: a.fields[field.name],
            value: values[field.name],
            error: errors[field.name],
            onChange: (e: { currentTarget: { value: string } }) => {
              const value = e.currentTarget.value;
              setValues((v) => ({ ...v, [field.name]: value }));
            },
          };
          return field.type === 'text' ? (
            <TextInput key={field.name} {...common} />
          ) : (
            <Textarea key={field.name} {...common} autosize minRows={field.rows} maxRows={20} />
          );
        })}
        <Select
          label={a.category}
          placeholder={a.noCategory}
          data={(categories.data ?? []).map((c) => ({ value: c.uuid, label: c.name }))}
          value={category}
          onChange={setCategory}
          clearable
          error={errors.category_uuid}
        />
        {form.image && (
          <Stack gap={4}>
            <FileInput label={a.image} accept={IMAGE_ACCEPT} value={image} onChange={setImage} clearable />
            {currentImage && (
              <Checkbox
                label={a.removeImage}
                checked={removeImage}
                onChange={(e) => setRemoveImage(e.currentTarget.checked)}
              />
            )}
          </Stack>
        )}
        <Group gap="xl">
          <Switch
            label={a.published}
            checked={published}
            onChange={(e) => setPublished(e.currentTarget.checked)}
          />
          <Switch
            label={a.featured}
            checked={featured}
            onChange={(e) => setFeatured(e.currentTarget.checked)}
          />
        </Group>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {a.cancel}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {a.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
