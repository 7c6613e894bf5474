// Multipart forms with at most one image: sizes capped while streaming, type checked from the bytes,
// every broken limit or unreadable body answered with its own message.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { filePaths, genericMessages, MAX_FORM_BYTES, MAX_IMAGE_BYTES } from '@sightline/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, fieldError, HttpError, payloadTooLarge } from '../lib/http-error.ts';

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

/** The one file field of a form: its size cap, and what its bytes must be (null: refused with `typeMessage`). */
interface FileRules<T> {
  field: string;
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
  accept: (buffer: Buffer) => Promise<T | null>;
}

/** More than any form of ours has (the brand form is the longest). */
const MAX_FORM_FIELDS = 60;

/** A multipart failure in the user's words: which limit the form broke, or that it could not be parsed. */
const formError = (err: unknown, rules: { field: string; sizeMessage: string }): unknown => {
  if (err instanceof HttpError) return err;
  const { code, part } = err as { code?: string; part?: { fieldname?: string } };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return part?.fieldname === rules.field
        ? fieldError(rules.field, rules.sizeMessage)
        : payloadTooLarge(genericMessages.fileTooLarge);
    case 'FST_FILES_LIMIT':
      return payloadTooLarge(genericMessages.formTooManyFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return payloadTooLarge(genericMessages.formTooManyFields);
    default:
      // busboy's parse errors (no boundary, a body cut short) carry no code.
      return badRequest(genericMessages.formUnreadable);
  }
};

const readFileForm = async <T>(
  request: FastifyRequest,
  rules: FileRules<T>,
): Promise<{ fields: Record<string, string>; file: T | null }> => {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, string>, file: null };
  const tooLarge = () => payloadTooLarge(genericMessages.formTooLarge);
  if (Number(request.headers['content-length']) > MAX_FORM_BYTES) throw tooLarge();
  const fields: Record<string, string> = {};
  let file: T | null = null;
  // Counted as parts arrive, for bodies sent without a length (chunked).
  let bytes = 0;
  const limits = { fileSize: rules.maxBytes, files: 1, fields: MAX_FORM_FIELDS, fieldSize: MAX_FORM_BYTES };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        bytes += Buffer.byteLength(value);
        if (part.valueTruncated || bytes > MAX_FORM_BYTES) throw tooLarge();
        fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== rules.field) {
        part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer();
      bytes += buffer.length;
      if (bytes > MAX_FORM_BYTES) throw tooLarge();
      if (buffer.length === 0) continue;
      file = await rules.accept(buffer);
      if (file === null) throw fieldError(rules.field, rules.typeMessage);
    }
  } catch (err) {
    throw formError(err, rules);
  }
  return { fields, file };
};

export const readImageForm = async (
  request: FastifyRequest,
  rules: ImageRules,
): Promise<{ fields: Record<string, string>; image: UploadedImage | null }> => {
  const { fields, file } = await readFileForm(request, {
    ...rules,
    maxBytes: MAX_IMAGE_BYTES,
    accept: async (buffer) => {
      const sniffed = await fileTypeFromBuffer(buffer);
      return sniffed && rules.types.includes(sniffed.mime)
        ? { buffer, ext: sniffed.ext, mime: sniffed.mime }
        : null;
    },
  });
  return { fields, image: file };
};

/**
 * A form with one UTF-8 text file (a data import): binary files (any type the bytes name, or a NUL
 * byte) and text that is not valid UTF-8 are refused with `typeMessage`.
 */
export const readTextFileForm = (request: FastifyRequest, rules: Omit<FileRules<string>, 'accept'>) =>
  readFileForm(request, {
    ...rules,
    accept: async (buffer) => {
      if (buffer.includes(0) || (await fileTypeFromBuffer(buffer))) return null;
      try {
        return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
      } catch {
        return null;
      }
    },
  });

/** Media names are random and never reused, so clients and CDNs may cache them for good. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

interface StoredMedia {
  body: Buffer;
  contentType: string;
  etag?: string;
  lastModified?: string;
}

/** The key of a stored image (`<folder>/<random name>.<ext>`): anything else is not ours to serve. */
export const MEDIA_KEY = /^(?:avatars|logos|content)\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export type MediaFolder = 'avatars' | 'logos' | 'content';

/**
 * The key behind what the API stores for an image (`/media/<key>`, or `<publicBase>/<key>`); null
 * for anything else (an address that is not one of our images).
 */
export const mediaKeyOf = (stored: string, publicBase?: string): string | null => {
  const prefix = [filePaths.media, ...(publicBase ? [`${publicBase}/`] : [])].find((p) =>
    stored.startsWith(p),
  );
  const key = prefix ? stored.slice(prefix.length) : null;
  return key && MEDIA_KEY.test(key) ? key : null;
};

export interface MediaStore {
  /**
   * Stores the image under a fresh key (`<folder>/<name>`) and returns what the API stores: its public
   * path (`/media/<key>`) or, when the store has a public base URL, an absolute URL.
   */
  save(folder: MediaFolder, image: UploadedImage): Promise<string>;
  /** A stored image by key, or null when there is none. */
  read(key: string): Promise<StoredMedia | null>;
  /** Deletes an image by what save() returned; one already gone, or not ours, is left alone. */
  remove(stored: string): Promise<void>;
  /** Directory served directly under /media/; null when the images live elsewhere (read() proxies them). */
  readonly root: string | null;
}

const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const mediaMimeOf = (key: string): string =>
  MIME_BY_EXT[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

export const createMediaStore = (dataDir: string): MediaStore => {
  const root = path.join(dataDir, 'media');
  return {
    root,
    async save(folder, image) {
      const dir = path.join(root, folder);
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.${image.ext}`;
      await writeFile(path.join(dir, name), image.buffer);
      return `${filePaths.media}${folder}/${name}`;
    },
    async read(key) {
      if (!MEDIA_KEY.test(key)) return null;
      try {
        return { body: await readFile(path.join(root, key)), contentType: mediaMimeOf(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(stored) {
      const key = mediaKeyOf(stored);
      if (key) await rm(path.join(root, key), { force: true });
    },
  };
};

/** Where failures to delete an image are reported (the request itself has succeeded or failed already). */
export interface MediaLog {
  error(obj: object, msg?: string): void;
}

export interface MediaDeps {
  media: MediaStore;
  log: MediaLog;
}

/** Deletes an image nothing points at any more (a deleted brand's logo), reporting failures. */
export const discardImage = async (deps: MediaDeps, address: string | null | undefined) => {
  if (!address) return;
  await deps.media
    .remove(address)
    .catch((err) => deps.log.error({ err, address }, 'could not delete an image'));
};

/**
 * Saves `image` (if any), runs the database write that points a row at it, then deletes whichever
 * file lost: the new one when the write fails, the one the row pointed at before once the write has
 * committed. So no request leaves an image behind that nothing points at, and a replaced one stops
 * being public. `write` gets the new image's address (undefined: no new image) and returns its
 * result and the address it replaced (null: none).
 */
export const writeWithImage = async <T>(
  deps: MediaDeps,
  folder: MediaFolder,
  image: UploadedImage | null,
  write: (stored: string | undefined) => Promise<{ result: T; replaced: string | null }>,
): Promise<T> => {
  const stored = image ? await deps.media.save(folder, image) : undefined;
  let outcome: Awaited<ReturnType<typeof write>>;
  try {
    outcome = await write(stored);
  } catch (err) {
    await discardImage(deps, stored);
    throw err;
  }
  if (outcome.replaced !== stored) await discardImage(deps, outcome.replaced);
  return outcome.result;
};
