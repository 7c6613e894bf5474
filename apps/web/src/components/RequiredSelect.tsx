// A required choice of the registration and profile forms, apart from the other form fields: a
// Select brings its dropdown machinery (floating UI, scroll area), which the sign-in page never needs.
import { Select, type SelectProps } from '@mantine/core';

/** Required select whose choice cannot be cleared once made. */
export function RequiredSelect(props: SelectProps) {
  return <Select withAsterisk allowDeselect={false} {...props} />;
}
