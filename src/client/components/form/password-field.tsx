/** A password input with a show/hide toggle, so a long password can be checked on a phone keyboard. */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Field, type FieldProps } from './field';
import { iconBaseProps } from '../icons';
import { keepFieldFocus } from './keep-focus';

export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="field__action field__action--icon"
          aria-label={visible ? t`Hide password` : t`Show password`}
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible((shown) => !shown)}
          onMouseDown={keepFieldFocus}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

const iconProps = { ...iconBaseProps, width: 20, height: 20 };

function EyeIcon() {
  return (
    <svg {...iconProps}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 3l18 18M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.7 17.7 0 0 1-3.2 4.1M6.6 6.6C3.8 8.3 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  );
}
