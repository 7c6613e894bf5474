import type { FastifyRequest } from 'fastify';
export interface UploadedImage {
  buffer: Buffer;
  ext: string;
  mime: string;
}
export interface ImageRules {
  field: string;
  /** Allowed sniffed types (mime) and the message when the bytes are not one of them. */
  types: readonly string[];
  typeMessage: string;
  sizeMessage: string;
}
export declare const readImageForm: (
  request: FastifyRequest,
  rules: ImageRules,
) => Promise<{
  fields: Record<string, string>;
  image: UploadedImage | null;
}>;
export interface MediaStore {
  /** Stores the image under a fresh name and returns its public path (`/media/<folder>/<name>`). */
  save(folder: 'avatars' | 'logos', image: UploadedImage): Promise<string>;
  readonly root: string;
}
export declare const createMediaStore: (dataDir: string) => MediaStore;
