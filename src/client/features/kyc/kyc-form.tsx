/**
 * The KYC form: real name, ID number, and the ID's front and back. Photos are checked as they are picked and
 * everything again on submit, with the server's own rules, so nothing is uploaded that the server would refuse.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { idNumberLengthMax, realNameLengthMax } from '../../../common/user-types';
import { Field } from '../../components/form/field';
import { ruleMessage } from '../../components/form/rule-message';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { isOnline } from '../../lib/connectivity/connectivity-store';
import { notify } from '../../lib/notify/notify-store';
import { submitKyc } from './kyc-api';
import {
  checkKycDraft,
  checkPhoto,
  hasErrors,
  uploadMegabytesMax,
  type KycDraft,
  type KycErrors,
  type KycField,
} from './kyc-checks';
import { PhotoPicker } from '../../components/photo-picker';
import { photoRefusal } from '../../lib/image/photo-type';

const emptyDraft: KycDraft = { realName: '', idNumber: '', front: null, back: null };

interface KycFormProps {
  onSubmitted: () => void;
  /** A resubmission starts from the refused name; the ID number comes back masked, so it is typed again. */
  initialRealName?: string;
}

export function KycForm({ onSubmitted, initialRealName = '' }: KycFormProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<KycDraft>(() => ({ ...emptyDraft, realName: initialRealName }));
  const [errors, setErrors] = useState<KycErrors>({});
  // Why a picked photo was refused, kept until another photo is picked, so Submit repeats the reason.
  const [refused, setRefused] = useState<KycErrors>({});
  // A refusal of the whole submission (already under review, a photo the server would not take) stays above the
  // button until the next try, where the user is looking.
  const [formError, setFormError] = useState<string | null>(null);
  const { pending, run } = useSubmit((failure) => {
    setFormError(failure.message);
    return true;
  });

  const fieldNames: Record<KycField, string> = {
    realName: t`Real name`,
    idNumber: t`ID number`,
    front: t`ID front`,
    back: t`ID back`,
  };
  const photoError = (side: 'front' | 'back'): string | undefined => {
    const code = errors[side];
    if (!code) return undefined;
    const text = ruleMessage(i18n, code, { field: fieldNames[side], maxMb: uploadMegabytesMax });
    // Every message about a photo names it, so two refusals side by side are never confused.
    return code === 'UPLOAD_MISSING' ? text : t`${fieldNames[side]}: ${text}`;
  };
  const edit = <Field extends KycField>(field: Field, value: KycDraft[Field]) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const pick = async (side: 'front' | 'back', file: File | null) => {
    if (!file) return;
    const code = checkPhoto(file) ?? (await photoRefusal(file));
    if (code) {
      // A refused photo is not kept, so the preview never shows something that will not be sent.
      setDraft((previous) => ({ ...previous, [side]: null }));
      setErrors((previous) => ({ ...previous, [side]: code }));
      setRefused((previous) => ({ ...previous, [side]: code }));
      return;
    }
    setRefused(({ [side]: _cleared, ...rest }) => rest);
    edit(side, file);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || !isOnline()) return;
    const found = { ...checkKycDraft(draft) };
    // A missing photo that was refused on picking keeps the refusal's reason, which says what to fix.
    for (const side of ['front', 'back'] as const) {
      const reason = refused[side];
      if (found[side] === 'UPLOAD_MISSING' && reason) found[side] = reason;
    }
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) return;
    void run(async () => {
      await submitKyc(draft);
      notify.success(msg`Submitted`);
      setDraft(emptyDraft);
      onSubmitted();
    });
  };
  const fieldError = (field: 'realName' | 'idNumber') => errors[field] ?? null;

  return (
    <form className="me-form" onSubmit={onSubmit} noValidate data-testid="kyc-form">
      <Field
        id="kyc-real-name"
        label={fieldNames.realName}
        autoComplete="name"
        maxLength={realNameLengthMax}
        value={draft.realName}
        onChange={(event) => edit('realName', event.target.value)}
        error={fieldError('realName')}
        errorValues={{ field: fieldNames.realName }}
      />
      <Field
        id="kyc-id-number"
        label={fieldNames.idNumber}
        autoComplete="off"
        maxLength={idNumberLengthMax}
        value={draft.idNumber}
        onChange={(event) => edit('idNumber', event.target.value)}
        error={fieldError('idNumber')}
        errorValues={{ field: fieldNames.idNumber }}
      />
      <div className="me-photos">
        <PhotoPicker
          id="kyc-front"
          label={fieldNames.front}
          file={draft.front}
          error={photoError('front')}
          disabled={pending}
          onPick={(file) => void pick('front', file)}
        />
        <PhotoPicker
          id="kyc-back"
          label={fieldNames.back}
          file={draft.back}
          error={photoError('back')}
          disabled={pending}
          onPick={(file) => void pick('back', file)}
        />
      </div>
      <p className="me-section__hint">
        <Trans>
          JPEG, PNG or WebP, up to {uploadMegabytesMax} MB each. Make sure all four corners are visible.
        </Trans>
      </p>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <SubmitButton pending={pending} testId="kyc-submit">
        <Trans>Submit for review</Trans>
      </SubmitButton>
    </form>
  );
}
