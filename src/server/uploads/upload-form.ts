/**
 * Reads a multipart form with image uploads (the KYC form, the recharge form) and checks an uploaded image.
 * Everything is read into memory within the multipart limits the route registered (files of at most 5 MiB, a few
 * short fields); only the named fields and files are kept, the first non-empty file of each name. The client's
 * file name and declared type are never looked at: the type is recognised from the bytes (image-type.ts).
 */
import type { FastifyRequest } from 'fastify';
import { uploadBytesMax, type UploadMimeType } from '../../common/user-types';
import { ApiError } from '../http/api-error';
import { multipartFailure, multipartParts } from '../http/multipart';
import { sniffImageType } from './image-type';

export interface UploadedImage {
  bytes: Buffer;
  mimeType: UploadMimeType;
}

export interface UploadForm<Field extends string, File extends string> {
  fields: Partial<Record<Field, string>>;
  files: Partial<Record<File, Buffer>>;
}

export const uploadMegabytesMax = uploadBytesMax / (1024 * 1024);

/** The limits @fastify/multipart enforces while it reads the stream, for a form with `filesMax` files. */
export function uploadFormLimits(filesMax: number) {
  return {
    fileSize: uploadBytesMax,
    files: filesMax,
    fields: 10,
    parts: 12,
    fieldSize: 1024,
    fieldNameSize: 64,
    headerPairs: 50,
  } as const;
}

const isOneOf = <Name extends string>(names: readonly Name[], value: string): value is Name =>
  (names as readonly string[]).includes(value);

/** Reads the multipart stream; a file over the size limit fails the whole request (UPLOAD_TOO_LARGE). */
export async function readUploadForm<Field extends string, File extends string>(
  request: FastifyRequest,
  shape: { fields: readonly Field[]; files: readonly File[] },
): Promise<UploadForm<Field, File>> {
  const form: UploadForm<Field, File> = { fields: {}, files: {} };
  try {
    for await (const part of multipartParts(request)) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (isOneOf(shape.files, part.fieldname) && bytes.length > 0 && !form.files[part.fieldname]) {
          form.files[part.fieldname] = bytes;
        }
      } else if (isOneOf(shape.fields, part.fieldname)) {
        if (part.valueTruncated || typeof part.value !== 'string') {
          throw new ApiError('FIELD_INVALID', { field: part.fieldname });
        }
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError('UPLOAD_TOO_LARGE', { maxMb: uploadMegabytesMax }, { cause: error });
    }
    throw multipartFailure(error);
  }
  return form;
}

/** An uploaded file as an image: at most 5 MiB and a JPEG, PNG or WebP by its bytes, else refused. */
export function checkImage(bytes: Buffer): UploadedImage {
  if (bytes.length > uploadBytesMax) throw new ApiError('UPLOAD_TOO_LARGE', { maxMb: uploadMegabytesMax });
  const mimeType = sniffImageType(bytes);
  if (!mimeType) throw new ApiError('UPLOAD_TYPE');
  return { bytes, mimeType };
}
