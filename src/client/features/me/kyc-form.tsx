/**
 * The KYC form: real name, ID number, and the ID's front and back. Photos are checked as they are picked and
 * everything again on submit, with the server's own rules, so nothing is uploaded that the server would refuse.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { idNumberLengthMax, realNameLengthMax } from '../../../common/user-types';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { ApiFailure } from '../../lib/http/api-failure';
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
import { FormField } from './form-field';
import { OfflineNote } from './offline-note';
import { PhotoPicker } from './photo-picker';
import { ruleMessage } from './rule-message';

const emptyDraft: KycDraft = { realName: '', idNumber: '', front: null, back: null };

interface KycFormProps {
  onSubmitted: () => void;
  /** A resubmission starts from the refused name; the ID number comes back masked, so it is typed again. */
  initialRealName?: string;
}

export function KycForm({ onSubmitted, initialRealName = '' }: KycFormProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [draft, setDraft] = useState<KycDraft>(() => ({ ...emptyDraft, realName: initialRealName }));
  const [errors, setErrors] = useState<KycErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const fieldNames: Record<KycField, string> = {
    realName: t`Real name`,
    idNumber: t`ID number`,
    front: t`ID front`,
    back: t`ID back`,
  };
  const errorText = (field: KycField): string | undefined => {
    const code = errors[field];
    return code
      ? ruleMessage(i18n, code, { field: fieldNames[field], maxMb: uploadMegabytesMax })
      : undefined;
  };
  const edit = <Field extends KycField>(field: Field, value: KycDraft[Field]) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const pick = (side: 'front' | 'back', file: File | null) => {
    if (!file) return;
    const code = checkPhoto(file);
    if (code) {
      // A refused photo is not kept, so the preview never shows something that will not be sent.
      setDraft((previous) => ({ ...previous, [side]: null }));
      setErrors((previous) => ({ ...previous, [side]: code }));
      return;
    }
    edit(side, file);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !online) return;
    const found = checkKycDraft(draft);
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) return;
    setPending(true);
    try {
      await submitKyc(draft);
      notify.success(msg`Submitted`);
      setDraft(emptyDraft);
      onSubmitted();
    } catch (error) {
      setFormError(error instanceof ApiFailure ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="me-form" onSubmit={(event) => void onSubmit(event)} noValidate data-testid="kyc-form">
      <FormField
        id="kyc-real-name"
        label={fieldNames.realName}
        autoComplete="name"
        maxLength={realNameLengthMax}
        value={draft.realName}
        onChange={(value) => edit('realName', value)}
        error={errorText('realName')}
      />
      <FormField
        id="kyc-id-number"
        label={fieldNames.idNumber}
        autoComplete="off"
        maxLength={idNumberLengthMax}
        value={draft.idNumber}
        onChange={(value) => edit('idNumber', value)}
        error={errorText('idNumber')}
      />
      <div className="me-photos">
        <PhotoPicker
          id="kyc-front"
          label={fieldNames.front}
          file={draft.front}
          error={errorText('front')}
          disabled={pending}
          onPick={(file) => pick('front', file)}
        />
        <PhotoPicker
          id="kyc-back"
          label={fieldNames.back}
          file={draft.back}
          error={errorText('back')}
          disabled={pending}
          onPick={(file) => pick('back', file)}
        />
      </div>
      <p className="me-section__hint">
        <Trans>
          JPEG, PNG or WebP, up to {uploadMegabytesMax} MB each. Make sure all four corners are visible.
        </Trans>
      </p>
      {formError ? (
        <p className="me-form__error" role="alert">
          {formError}
        </p>
      ) : null}
      {!online ? <OfflineNote /> : null}
      <button
        type="submit"
        className="button button--block"
        disabled={pending || !online}
        data-testid="kyc-submit"
      >
        {pending ? <span className="spinner" aria-hidden="true" /> : null}
        <Trans>Submit for review</Trans>
      </button>
    </form>
  );
}
