/**
 * KYC calls: the user's verification record, the multipart submission, and the uploaded photos. Photos are
 * private, so they are fetched with the session token (an <img src> cannot send it) and never saved on the device.
 */
import { msg } from '@lingui/core/macro';
import ky from 'ky';
import { userPaths } from '../../../common/api-paths';
import { requestTimeoutMs } from '../../../common/constants';
import { successCode, type CodeEnvelope, type CodeFailure } from '../../../common/envelopes';
import { kycStatus, type KycInfo } from '../../../common/user-types';
import { useSession } from '../../lib/account/use-session';
import { useCachedQuery } from '../../lib/cache/use-cached-query';
import { ApiFailure } from '../../lib/http/api-failure';
import { readCode } from '../../lib/http/envelope-calls';
import { request } from '../../lib/http/http-client';
import { i18n } from '../../lib/i18n/i18n';
import { sessionStore } from '../../lib/session/session-store';
import type { KycDraft } from './kyc-checks';

export function fetchKycInfo(): Promise<KycInfo> {
  return readCode<KycInfo>(userPaths.kycInfo, {});
}

/**
 * The user's verification record. While it is under review the screen waits on an operator, so it reads again on
 * the app's 5000 ms tick and the result shows without leaving the screen; otherwise it changes only by the user.
 */
export function useKycInfo() {
  const isLogin = useSession((state) => state.isLogin);
  const userId = useSession((state) => state.userId);
  return useCachedQuery(isLogin && userId ? `user:kyc:${userId}` : null, fetchKycInfo, {
    userId,
    refreshOnTick: (info) => info?.status === kycStatus.underReview,
  });
}

/**
 * Two photos of up to 5 MiB each can take far longer than the usual 12 s to upload on a mobile network; the
 * write is still never retried, so a slow upload is waited for rather than sent twice.
 */
export const kycUploadTimeoutMs = 90_000;

/** Sends the form as multipart; the browser writes the content type with its boundary, so none is set here. */
export async function submitKyc(draft: KycDraft): Promise<void> {
  const { front, back } = draft;
  if (!front || !back) throw new Error('submitKyc needs both photos; the form checks them first.');
  const body = new FormData();
  body.set('realName', draft.realName.trim());
  body.set('idNumber', draft.idNumber.trim());
  body.set('front', front, front.name);
  body.set('back', back, back.name);
  const answer = await request<CodeEnvelope<unknown>>(userPaths.kycSubmit, {
    method: 'post',
    body,
    kind: 'write',
    timeout: kycUploadTimeoutMs,
  });
  if (answer.code !== successCode) {
    const failure = answer as CodeFailure;
    throw new ApiFailure(failure.msg, 'rejected', failure.error);
  }
}

/** Photo reads may retry like other reads; a photo is a few megabytes at most, so the usual timeout holds. */
const fileRetryLimit = 2;

export function userFilePath(fileId: string): string {
  return userPaths.file.replace(':fileId', encodeURIComponent(fileId));
}

export async function fetchUserFile(fileId: string, signal?: AbortSignal): Promise<Blob> {
  const { token } = sessionStore.get();
  try {
    return await ky
      .get(userFilePath(fileId), {
        headers: token ? { token } : {},
        timeout: requestTimeoutMs,
        retry: { limit: fileRetryLimit },
        ...(signal ? { signal } : {}),
      })
      .blob();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiFailure(i18n._(msg`The photo could not be loaded.`), 'network');
  }
}
