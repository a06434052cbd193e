/**
 * The deposit proof: the picked screenshot, cleaned on this device as it is picked (proof-photo.ts), its preview,
 * and why it was refused. `useProof` holds the state the form validates; `ProofField` shows it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ErrorCode } from '../../../common/errors';
import { ruleMessage } from '../../components/form/rule-message';
import { PhotoPicker } from '../../components/photo-picker';
import { prepareProof, proofMegabytesMax } from './proof-photo';

export interface ProofState {
  file: File | null;
  /** Why the last picked file was refused. */
  error: ErrorCode | null;
  preparing: boolean;
  pick: (file: File | null) => Promise<void>;
}

export function useProof(onPicked: () => void): ProofState {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [preparing, setPreparing] = useState(false);
  const pick = async (picked: File | null) => {
    if (!picked) return;
    setPreparing(true);
    const prepared = await prepareProof(picked);
    setPreparing(false);
    // A refused file is not kept, so the preview never shows something that will not be sent.
    setFile(prepared.ok ? prepared.file : null);
    setError(prepared.ok ? null : prepared.error);
    onPicked();
  };
  return { file, error, preparing, pick };
}

interface ProofFieldProps {
  proof: ProofState;
  /** The form was sent without a proof. */
  missing: boolean;
  /** A server refusal about the proof. */
  refusal: string | undefined;
  disabled: boolean;
}

export function ProofField({ proof, missing, refusal, disabled }: ProofFieldProps) {
  const { t, i18n } = useLingui();
  const code = proof.error ?? (missing && !proof.file ? 'UPLOAD_MISSING' : null);
  const error = code
    ? ruleMessage(i18n, code, { field: t`Proof of transfer`, maxMb: proofMegabytesMax })
    : refusal;
  return (
    <>
      <PhotoPicker
        id="recharge-proof"
        label={t`Proof of transfer (a screenshot of the sent transaction)`}
        file={proof.file}
        error={error}
        disabled={disabled || proof.preparing}
        onPick={(file) => void proof.pick(file)}
        shape="tall"
        camera={false}
        prompt={<Trans>Tap to choose the screenshot</Trans>}
      />
      <p className="fund-card__hint">
        <Trans>
          JPEG, PNG or WebP, up to {proofMegabytesMax} MB. The image is scaled down and its hidden data (such
          as location) removed on this device before upload.
        </Trans>
      </p>
    </>
  );
}
