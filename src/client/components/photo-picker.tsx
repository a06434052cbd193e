/**
 * One photo of a form (an ID side, a deposit proof): a tap target that opens the camera or the gallery, the preview
 * of the picked photo (an object URL, revoked when the photo changes or the form goes away), and the photo's error.
 */
import { Trans } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { uploadMimeTypes } from '../../common/user-types';
import { CameraIcon } from './account-icons';
import { useObjectUrl } from '../lib/image/object-url';
import './photo-picker.css';

interface PhotoPickerProps {
  id: string;
  label: string;
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  onPick: (file: File | null) => void;
  /** 'card' (an ID, the default) or 'tall' (a phone screenshot). */
  shape?: 'card' | 'tall';
  /** Whether to offer the camera first (an ID); a screenshot is picked from the gallery, so it is off there. */
  camera?: boolean;
  /** What the empty frame says (default: take or choose a photo). */
  prompt?: ReactNode;
}

export function PhotoPicker(props: PhotoPickerProps) {
  const { id, label, file, error, disabled, onPick, shape = 'card', camera = true, prompt } = props;
  const preview = useObjectUrl(file);
  const input = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  return (
    <div className="me-photo">
      <label
        id={`${id}-frame`}
        className={`me-photo__frame${shape === 'tall' ? ' me-photo__frame--tall' : ''}${error ? ' me-photo__frame--invalid' : ''}`}
        htmlFor={id}
      >
        {preview ? (
          <img className="me-photo__image" src={preview} alt={label} data-testid={`${id}-preview`} />
        ) : (
          <span className="me-photo__empty">
            <CameraIcon />
            <span>{prompt ?? <Trans>Tap to take or choose a photo</Trans>}</span>
          </span>
        )}
      </label>
      <span className="me-photo__label" id={`${id}-caption`}>
        {label}
      </span>
      <input
        ref={input}
        id={id}
        className="visually-hidden"
        type="file"
        accept={uploadMimeTypes.join(',')}
        capture={camera ? 'environment' : undefined}
        disabled={disabled}
        // Named by its caption first ("ID front"), then what tapping does.
        aria-labelledby={`${id}-caption ${id}-frame`}
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
