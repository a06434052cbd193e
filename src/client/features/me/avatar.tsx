/** The user's avatar, or a drawn default when there is none or it fails to load (offline, for example). */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

function DefaultAvatar({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="me-avatar__default">
      <circle cx="32" cy="32" r="32" fill="#1d2436" />
      <circle cx="32" cy="25" r="11" fill="#8a94a8" />
      <path d="M12 55c3.5-10 11-15 20-15s16.5 5 20 15a31 31 0 0 1-40 0z" fill="#8a94a8" />
    </svg>
  );
}

export function Avatar({ icon, size = 56 }: { icon: string; size?: number }) {
  const { t } = useLingui();
  const [failedIcon, setFailedIcon] = useState<string | null>(null);
  const usable = icon.trim() !== '' && failedIcon !== icon;
  return (
    <span className="me-avatar" style={{ width: size, height: size }} data-testid="me-avatar">
      {usable ? (
        <img src={icon} alt={t`Avatar`} width={size} height={size} onError={() => setFailedIcon(icon)} />
      ) : (
        <DefaultAvatar size={size} />
      )}
    </span>
  );
}
