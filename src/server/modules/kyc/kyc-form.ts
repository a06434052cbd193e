/**
 * Reads and checks the KYC form (multipart: fields realName and idNumber, files front and back). Everything is
 * read into memory first, within the multipart limits (two files of at most 5 MiB, a few short fields), and
 * checked in the order of the form; only a form that passes every check is handed on to be stored.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../common/locales';
import { uploadBytesMax } from '../../../common/user-types';
import {
  checkIdNumber,
  checkRealName,
  normalizeIdNumber,
  normalizeRealName,
  type RuleResult,
} from '../../../common/validation';
import { ApiError } from '../../http/api-error';
import { multipartFailure, multipartParts } from '../../http/multipart';
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

export interface RawKycForm {
  fields: Partial<Record<'realName' | 'idNumber', string>>;
  files: Partial<Record<PhotoField, Buffer>>;
}

const isPhotoField = (name: string): name is PhotoField => (photoFields as readonly string[]).includes(name);

/** Reads the multipart stream; a file over the size limit fails the whole request (UPLOAD_TOO_LARGE). */
export async function readKycForm(request: FastifyRequest): Promise<RawKycForm> {
  const form: RawKycForm = { fields: {}, files: {} };
  try {
    for await (const part of multipartParts(request)) {
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
    throw multipartFailure(error);
  }
  return form;
}

/** Applies one of the shared rules (src/common/validation.ts) and refuses the field when it fails. */
function requireField(result: RuleResult, field: string): void {
  if (result) throw new ApiError(result, { field });
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
  const { realName = '', idNumber = '' } = form.fields;
  requireField(checkRealName(form.fields.realName), 'realName');
  requireField(checkIdNumber(form.fields.idNumber), 'idNumber');
  return {
    realName: normalizeRealName(realName),
    idNumber: normalizeIdNumber(idNumber),
    front: requireImage(form, 'front', locale),
    back: requireImage(form, 'back', locale),
  };
}
