/** A small copy button beside a value (invite code, support email). */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { copyText } from './copy-text';
import { CopyIcon } from './account-icons';
import './copy-button.css';

interface CopyButtonProps {
  text: string;
  label?: string;
  /** The toast once copied; "Copied" by default. */
  copied?: MessageDescriptor;
  testId?: string;
}

export function CopyButton({ text, label, copied, testId }: CopyButtonProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="me-copy"
      aria-label={label ?? t`Copy`}
      disabled={text === ''}
      onClick={() => void copyText(text, copied)}
      data-testid={testId}
    >
      <CopyIcon />
    </button>
  );
}
