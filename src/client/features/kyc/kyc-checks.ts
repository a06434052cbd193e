/**
 * The KYC form's checks: the server's own rules (src/common/validation.ts) plus the photo checks, so a bad form is
 * refused before a 5 MiB upload starts. Each check names an entry of the shared error table; the screen
 * translates it.
 */
import type { ErrorCode } from '../../../common/errors';
import { uploadBytesMax, uploadMimeTypes } from '../../../common/user-types';
import { checkIdNumber, checkRealName, type RuleResult } from '../../../common/validation';

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

export function checkKycDraft(draft: KycDraft<PhotoLike>): KycErrors {
  const results: Array<[KycField, RuleResult]> = [
    ['realName', checkRealName(draft.realName)],
    ['idNumber', checkIdNumber(draft.idNumber)],
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
