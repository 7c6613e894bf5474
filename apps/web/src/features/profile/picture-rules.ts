// Client-side checks of a new profile picture (spec 2 section 5): images only, under 2 MB.
import { MAX_IMAGE_BYTES, profileMessages } from '@sightline/contracts';

/** The reason to refuse the file, or null when it may be uploaded. */
export const pictureProblem = (file: { size: number; type: string }): string | null => {
  if (!file.type.startsWith('image/')) return profileMessages.pictureNotImage;
  if (file.size >= MAX_IMAGE_BYTES) return profileMessages.pictureTooLarge;
  return null;
};
