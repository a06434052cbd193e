/**
 * Reads and checks the KYC form (multipart: fields realName and idNumber, files front and back). Everything is
 * read into memory first, within the multipart limits (two files of at most 5 MiB, a few short fields), and
 * checked in the order of the form; only a form that passes every check is handed on to be stored.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../common/locales';
import { idNumberLengthMax, realNameLengthMax, uploadBytesMax } from '../../../common/user-types';
import { isBlank } from '../../../common/validation';
import { ApiError } from '../../http/api-error';
import { translate } from '../../i18n/translate';
import { sniffImageType } from './image-type';
import type { KycSubmissionInput, UploadedImage } from './kyc-service';

/** The limits @fastify/multipart enforces while it reads the stream. */
export const kycMultipartLimits = {
  fileSize: uploadBytesMax,
  files: 2,
  fields: 10,
  parts: 12,
  fieldSize: 1024,
  fieldNameSize: 64,
  headerPairs: 50,
} as const;

const photoFields = ['front', 'back'] as const;
type PhotoField = (typeof photoFields)[number];

const photoLabels: Record<PhotoField, MessageDescriptor> = {
  front: /*i18n*/ { id: 'kyc.photo_front', message: 'the front of your ID' },
  back: /*i18n*/ { id: 'kyc.photo_back', message: 'the back of your ID' },
};

const uploadMegabytesMax = uploadBytesMax / (1024 * 1024);
const idNumberPattern = new RegExp(`^[A-Za-z0-9-]{4,${idNumberLengthMax}}$`);
// Names are letters, marks, spaces and the usual punctuation of names in any script; no control characters.
const realNamePattern = /^[\p{L}\p{M}\p{Zs}.'·-]+$/u;

export interface RawKycForm {
  fields: Partial<Record<'realName' | 'idNumber', string>>;
  files: Partial<Record<PhotoField, Buffer>>;
}

const isPhotoField = (name: string): name is PhotoField => (photoFields as readonly string[]).includes(name);

/** Reads the multipart stream; a file over the size limit fails the whole request (UPLOAD_TOO_LARGE). */
export async function readKycForm(request: FastifyRequest): Promise<RawKycForm> {
  const form: RawKycForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // The client's file name and declared type are never looked at.
        const bytes = await part.toBuffer();
        if (isPhotoField(part.fieldname) && bytes.length > 0 && !form.files[part.fieldname]) {
          form.files[part.fieldname] = bytes;
        }
      } else if (part.fieldname === 'realName' || part.fieldname === 'idNumber') {
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
    throw error;
  }
  return form;
}

function requireText(value: string | undefined, field: string, maxLength: number, pattern: RegExp): string {
  if (value === undefined || isBlank(value)) throw new ApiError('FIELD_MISSING', { field });
  const text = value.trim().replace(/\s+/g, ' ');
  if (text.length > maxLength || !pattern.test(text)) throw new ApiError('FIELD_INVALID', { field });
  return text;
}

function requireImage(form: RawKycForm, field: PhotoField, locale: Locale): UploadedImage {
  const bytes = form.files[field];
  if (!bytes) throw new ApiError('UPLOAD_MISSING', { field: translate(locale, photoLabels[field]) });
  if (bytes.length > uploadBytesMax) throw new ApiError('UPLOAD_TOO_LARGE', { maxMb: uploadMegabytesMax });
  const mimeType = sniffImageType(bytes);
  if (!mimeType) throw new ApiError('UPLOAD_TYPE');
  return { bytes, mimeType };
}

export function validateKycForm(form: RawKycForm, locale: Locale): KycSubmissionInput {
  return {
    realName: requireText(form.fields.realName, 'realName', realNameLengthMax, realNamePattern),
    idNumber: requireText(
      form.fields.idNumber?.replace(/\s+/g, ''),
      'idNumber',
      idNumberLengthMax,
      idNumberPattern,
    ).toUpperCase(),
    front: requireImage(form, 'front', locale),
    back: requireImage(form, 'back', locale),
  };
}
