/**
 * Identity verification. A user's latest submission is their status: under review until an operator approves
 * (verified, final: nothing can be changed after) or rejects it with a reason (the user may submit again).
 * Files reach the disk only after the whole submission is valid, under temporary names; they take their real
 * names after the rows commit and are removed if the rows cannot be written, so a refused submission leaves
 * nothing behind, and what a crash leaves is swept at the next start (sweepUploads).
 */
import { kycStatus, type KycInfo, type KycStatus } from '../../../common/user-types';
import type { ParamEntry } from '../../../common/api-paths';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import type { Clock } from '../../lib/clock';
import type { UserDirectory } from '../auth';
import { recordEventMessage } from '../messages/messages-service';
import { publishLive } from '../../live/publish-live';
import { recordAudit, type OperatorAct } from '../operators';
import type { KycRepo, KycRow } from './kyc-repo';
import type { UploadedImage } from '../../uploads/upload-form';
import type { UploadStore } from '../../uploads/upload-store';
import { maskIdNumber } from '../../../common/mask';
import { identityNotRequiredValue, identityParamOf, type IdentityOperation } from './identity-requirement';

/** Spec section 6's requirement, re-exported for the modules whose operations check it. */
export {
  identityOperations,
  identityParamOf,
  identityRequiredValue,
  identitySwitchValues,
  type IdentityOperation,
  type RequireIdentity,
} from './identity-requirement';

/** The one masking rule of both sides (src/common/mask.ts); exported here for the module's callers. */
export { maskIdNumber };

/** The shared upload shape (src/server/uploads), re-exported for the module's callers. */
export type { UploadedImage };

export interface KycSubmissionInput {
  realName: string;
  idNumber: string;
  front: UploadedImage;
  back: UploadedImage;
}

export interface KycDependencies {
  db: Database;
  clock: Clock;
  repo: KycRepo;
  store: UploadStore;
  /** Auth's view of users: the per-user lock and the uid and email shown to operators. */
  users: UserDirectory;
  /** The platform parameters' reader (the params service): whether each operation needs a verified identity. */
  params: { get(paramName: string): Promise<ParamEntry> };
}

export const kycListLimitMax = 100;
export const kycReasonLengthMax = 500;

function statusOfRow(row: KycRow | undefined): KycStatus {
  if (!row) return kycStatus.unverified;
  const known = Object.values(kycStatus) as number[];
  return (known.includes(row.status) ? row.status : kycStatus.unverified) as KycStatus;
}

export function createKycService(deps: KycDependencies) {
  const { repo, store } = deps;

  function refuseIfLocked(latest: KycRow | undefined): void {
    const status = statusOfRow(latest);
    if (status === kycStatus.verified) throw new ApiError('KYC_ALREADY_VERIFIED');
    if (status === kycStatus.underReview) throw new ApiError('KYC_UNDER_REVIEW');
  }

  /** Stores the files, then the rows in one transaction that re-checks the status under a lock on the user. */
  async function saveSubmission(
    userId: number,
    input: KycSubmissionInput,
    status: KycStatus,
  ): Promise<number> {
    const images = [input.front, input.back];
    const ids = await store.stageAll(images.map((image) => image.bytes));
    const nowMs = deps.clock();
    let submissionId: number;
    try {
      submissionId = await deps.db.transaction(async (tx) => {
        await deps.users.lockUser(userId, tx);
        refuseIfLocked(await repo.latestOf(userId, tx));
        return repo.insertSubmission(
          {
            userId,
            realName: input.realName,
            idNumber: input.idNumber,
            status,
            createdAt: new Date(nowMs),
            reviewedAt: status === kycStatus.verified ? new Date(nowMs) : null,
            files: images.map((image, index) => ({
              id: ids[index] ?? '',
              mimeType: image.mimeType,
              sizeBytes: image.bytes.length,
            })),
          },
          tx,
        );
      });
    } catch (error) {
      await store.discardAll(ids);
      throw error;
    }
    await store.commitAll(ids);
    return submissionId;
  }

  /** Whether the operation needs a verified identity now; a parameter that cannot be read requires it. */
  async function identityRequired(operation: IdentityOperation): Promise<boolean> {
    const entry = await deps.params.get(identityParamOf[operation]).catch(() => undefined);
    return entry?.valueName !== identityNotRequiredValue;
  }

  return {
    async statusOf(userId: number): Promise<KycStatus> {
      return statusOfRow(await repo.latestOf(userId));
    },

    /**
     * The one check of spec section 6, called by each operation before any money moves: refuses a user whose
     * identity is not verified, unless the operation's parameter is '0'. Withdrawals keep their own code
     * (WITHDRAW_KYC_REQUIRED), which clients already know; every other operation answers
     * IDENTITY_VERIFICATION_REQUIRED.
     */
    async requireVerifiedFor(userId: number, operation: IdentityOperation): Promise<void> {
      if (!(await identityRequired(operation))) return;
      if (statusOfRow(await repo.latestOf(userId)) === kycStatus.verified) return;
      throw new ApiError(
        operation === 'withdraw' ? 'WITHDRAW_KYC_REQUIRED' : 'IDENTITY_VERIFICATION_REQUIRED',
      );
    },

    async info(userId: number): Promise<KycInfo> {
      const latest = await repo.latestOf(userId);
      return {
        status: statusOfRow(latest),
        realName: latest?.realName ?? '',
        idNumber: latest ? maskIdNumber(latest.idNumber) : '',
        reason: latest?.reason ?? '',
        submittedAt: latest?.createdAt.toISOString() ?? null,
        frontFileId: latest?.frontFileId ?? null,
        backFileId: latest?.backFileId ?? null,
      };
    },

    /** Refuses before the upload is read when the user may not submit at all. */
    async assertCanSubmit(userId: number): Promise<void> {
      refuseIfLocked(await repo.latestOf(userId));
    },

    submit(userId: number, input: KycSubmissionInput): Promise<number> {
      return saveSubmission(userId, input, kycStatus.underReview);
    },

    /**
     * At start: finishes or removes what a crash left in the upload directory (see upload-store.ts). It keeps every
     * file an uploads row references, deposit proofs as well as KYC photos.
     */
    sweepUploads() {
      return store.sweep((ids) => repo.uploadIdsAmong(ids));
    },

    /** A verified submission without review, for the demo account. */
    seedVerified(userId: number, input: KycSubmissionInput): Promise<number> {
      return saveSubmission(userId, input, kycStatus.verified);
    },

    /** A file for its owner, or for an operator when ownerId is undefined; undefined for anyone else. */
    async readFile(fileId: string, ownerId: number | undefined) {
      const upload = await repo.findUpload(fileId);
      if (!upload || (ownerId !== undefined && upload.ownerId !== ownerId)) return undefined;
      const bytes = await store.read(upload.id);
      return bytes ? { mimeType: upload.mimeType, bytes } : undefined;
    },

    async list(status: number | undefined, limit: number) {
      const rows = await repo.list(status, Math.min(Math.max(1, limit), kycListLimitMax));
      const identities = await deps.users.identitiesOf(rows.map((row) => row.userId));
      // A submission always has its user (foreign key); the empty fallback only satisfies the type.
      return rows.map((row) => {
        const identity = identities.get(row.userId);
        return { ...row, uid: identity?.uid ?? '', email: identity?.email ?? '' };
      });
    },

    async approve(id: number, act: OperatorAct): Promise<void> {
      await decide(id, kycStatus.verified, act);
    },

    /** Rejects with the operator's reason, which the user reads. */
    async reject(id: number, act: OperatorAct): Promise<void> {
      await decide(id, kycStatus.rejected, act);
    },
  };

  /** The guarded status change, the user's inbox message and the audit row, in one transaction: all or none. */
  async function decide(id: number, toStatus: KycStatus, act: OperatorAct): Promise<void> {
    const approved = toStatus === kycStatus.verified;
    const reason = approved ? '' : act.reason;
    const decided = await deps.db.transaction(async (tx) => {
      const at = new Date(deps.clock());
      const change = { fromStatus: kycStatus.underReview, toStatus, reason, at };
      const submission = await repo.decide(id, change, tx);
      if (!submission) return false;
      await recordAudit(
        tx,
        act,
        {
          action: approved ? 'kyc.approve' : 'kyc.reject',
          target: { type: 'kyc', id },
          before: { status: kycStatus.underReview },
          after: { status: toStatus, reason },
        },
        at,
      );
      await publishLive(tx, submission.userId, { type: 'kyc', status: approved ? 'approved' : 'rejected' });
      await recordEventMessage(tx, {
        userId: submission.userId,
        kind: approved ? 'kyc_approved' : 'kyc_rejected',
        reference: `kyc:${id}:${approved ? 'approve' : 'reject'}`,
        values: { reason },
        at,
      });
      return true;
    });
    if (decided) return;
    throw new ApiError((await repo.findSubmission(id)) ? 'KYC_NOT_PENDING' : 'KYC_NOT_FOUND');
  }
}

export type KycService = ReturnType<typeof createKycService>;
