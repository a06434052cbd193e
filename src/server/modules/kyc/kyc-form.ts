/**
 * Reads and checks the KYC form (multipart: fields realName and idNumber, files front and back). Everything is
 * read into memory first, within the multipart limits (two files of at most 5 MiB, a few short fields), and
 * checked in the order of the form; only a form that passes every check is handed on to be stored.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../common/locales';
import {
  checkIdNumber,
  checkRealName,
  normalizeIdNumber,
  normalizeRealName,
  type RuleResult,
} from '../../../common/validation';
import { ApiError } from '../../http/api-error';
import { translate } from '../../i18n/translate';
import {
  checkImage,
  readUploadForm,
  uploadFormLimits,
  type UploadForm,
  type UploadedImage,
} from '../../uploads/upload-form';
import type { KycSubmissionInput } from './kyc-service';

/** The limits @fastify/multipart enforces while it reads the stream: two photos. */
export const kycMultipartLimits = uploadFormLimits(2);

const photoFields = ['front', 'back'] as const;
type PhotoField = (typeof photoFields)[number];

const photoLabels: Record<PhotoField, MessageDescriptor> = {
  front: /*i18n*/ { id: 'kyc.photo_front', message: 'the front of your ID' },
  back: /*i18n*/ { id: 'kyc.photo_back', message: 'the back of your ID' },
};

export type RawKycForm = UploadForm<'realName' | 'idNumber', PhotoField>;

/** Reads the multipart stream; a file over the size limit fails the whole request (UPLOAD_TOO_LARGE). */
export function readKycForm(request: FastifyRequest): Promise<RawKycForm> {
  return readUploadForm(request, { fields: ['realName', 'idNumber'], files: photoFields });
}

/** Applies one of the shared rules (src/common/validation.ts) and refuses the field when it fails. */
function requireField(result: RuleResult, field: string): void {
  if (result) throw new ApiError(result, { field });
}

function requireImage(form: RawKycForm, field: PhotoField, locale: Locale): UploadedImage {
  const bytes = form.files[field];
  if (!bytes) throw new ApiError('UPLOAD_MISSING', { field: translate(locale, photoLabels[field]) });
  return checkImage(bytes);
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
