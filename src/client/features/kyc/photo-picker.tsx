/**
 * One ID photo: a tap target that opens the camera or the gallery, the preview of the picked photo (an object URL,
 * revoked when the photo changes or the form goes away), and the photo's error.
 */
import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { uploadMimeTypes } from '../../../common/user-types';
import { CameraIcon } from '../../components/account-icons';
import { useObjectUrl } from './object-url';

interface PhotoPickerProps {
  id: string;
  label: string;
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  onPick: (file: File | null) => void;
}

export function PhotoPicker({ id, label, file, error, disabled, onPick }: PhotoPickerProps) {
  const preview = useObjectUrl(file);
  const input = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  return (
    <div className="me-photo">
      <label className={`me-photo__frame${error ? ' me-photo__frame--invalid' : ''}`} htmlFor={id}>
        {preview ? (
          <img className="me-photo__image" src={preview} alt={label} data-testid={`${id}-preview`} />
        ) : (
          <span className="me-photo__empty">
            <CameraIcon />
            <span>
              <Trans>Tap to take or choose a photo</Trans>
            </span>
          </span>
        )}
      </label>
      <span className="me-photo__label">{label}</span>
      <input
        ref={input}
        id={id}
        className="visually-hidden"
        type="file"
        accept={uploadMimeTypes.join(',')}
        capture="environment"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={id}
        onChange={(event) => {
          onPick(event.target.files?.[0] ?? null);
          // Cleared so that choosing the same file again (after fixing nothing) still reports a change.
          if (input.current) input.current.value = '';
        }}
      />
      {error ? (
        <p id={errorId} className="field__message field__message--error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
