/** A small copy button beside a value (invite code, support email). */
import { useLingui } from '@lingui/react/macro';
import { copyText } from './copy-text';
import { CopyIcon } from './account-icons';
import './copy-button.css';

export function CopyButton({ text, label, testId }: { text: string; label?: string; testId?: string }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="me-copy"
      aria-label={label ?? t`Copy`}
      disabled={text === ''}
      onClick={() => void copyText(text)}
      data-testid={testId}
    >
      <CopyIcon />
    </button>
  );
}
