/**
 * The KYC form's checks, mirroring the server's so a bad photo is refused before a 5 MiB upload starts. Each
 * check names an entry of the shared error table; the screen translates it.
 */
import type { ErrorCode } from '../../../common/errors';
import {
  idNumberLengthMax,
  realNameLengthMax,
  uploadBytesMax,
  uploadMimeTypes,
} from '../../../common/user-types';
import { isBlank, type RuleResult } from '../../../common/validation';

/** What a check needs of a picked file, so tests can pass plain objects. */
export interface PhotoLike {
  type: string;
  size: number;
}

export interface KycDraft<Photo extends PhotoLike = File> {
  realName: string;
  idNumber: string;
  front: Photo | null;
  back: Photo | null;
}

export type KycField = keyof KycDraft;
export type KycErrors = Partial<Record<KycField, ErrorCode>>;

/** The limit in whole megabytes, for the message ("larger than 5 MB"). */
export const uploadMegabytesMax = uploadBytesMax / (1024 * 1024);

export function checkPhoto(file: PhotoLike | null): RuleResult {
  if (!file) return 'UPLOAD_MISSING';
  if (!(uploadMimeTypes as readonly string[]).includes(file.type)) return 'UPLOAD_TYPE';
  return file.size > uploadBytesMax ? 'UPLOAD_TOO_LARGE' : null;
}

/**
 * The server's shapes (src/server/modules/kyc/kyc-form.ts; not in src/common yet): a name is letters, marks,
 * spaces and the punctuation of names in any script; an ID number is 4 or more letters, digits or dashes, with
 * spaces ignored. Both are compared after trimming and collapsing spaces, as the server does.
 */
const realNamePattern = /^[\p{L}\p{M}\p{Zs}.'·-]+$/u;
const idNumberPattern = /^[A-Za-z0-9-]{4,}$/;

function checkText(value: string, lengthMax: number, pattern: RegExp): RuleResult {
  if (isBlank(value)) return 'FIELD_MISSING';
  const text = value.trim().replace(/\s+/g, ' ');
  return text.length > lengthMax || !pattern.test(text) ? 'FIELD_INVALID' : null;
}

export function checkKycDraft(draft: KycDraft<PhotoLike>): KycErrors {
  const results: Array<[KycField, RuleResult]> = [
    ['realName', checkText(draft.realName, realNameLengthMax, realNamePattern)],
    ['idNumber', checkText(draft.idNumber.replace(/\s+/g, ''), idNumberLengthMax, idNumberPattern)],
    ['front', checkPhoto(draft.front)],
    ['back', checkPhoto(draft.back)],
  ];
  const errors: KycErrors = {};
  for (const [field, result] of results) if (result) errors[field] = result;
  return errors;
}

export function hasErrors(errors: KycErrors): boolean {
  return Object.keys(errors).length > 0;
}
