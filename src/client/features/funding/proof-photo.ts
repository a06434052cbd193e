/**
 * Turns a picked proof screenshot into what is uploaded: refused at once when its bytes are not a JPEG, PNG or WebP
 * image (as the server checks), else redrawn without its metadata and scaled down (lib/image/clean-photo), and
 * refused if it is still over the upload limit.
 */
import type { ErrorCode } from '../../../common/errors';
import { uploadBytesMax } from '../../../common/user-types';
import { cleanPhoto } from '../../lib/image/clean-photo';
import { photoRefusal } from '../../lib/image/photo-type';

export type ProofResult = { ok: true; file: File } | { ok: false; error: ErrorCode };

export async function prepareProof(file: File): Promise<ProofResult> {
  const refusal = await photoRefusal(file);
  if (refusal) return { ok: false, error: refusal };
  let cleaned: File;
  try {
    cleaned = await cleanPhoto(file, uploadBytesMax);
  } catch {
    // The bytes looked like an image but the browser could not decode them.
    return { ok: false, error: 'UPLOAD_TYPE' };
  }
  return cleaned.size > uploadBytesMax
    ? { ok: false, error: 'UPLOAD_TOO_LARGE' }
    : { ok: true, file: cleaned };
}

/** The limit in whole megabytes, for the messages ("larger than 5 MB"). */
export const proofMegabytesMax = uploadBytesMax / (1024 * 1024);
