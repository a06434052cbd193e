/**
 * The QR code of a deposit address. lib/qr imports qr-code-styling dynamically, so it loads with the recharge
 * screen only (ARCHITECTURE section 8); it draws an SVG, which stays sharp at any zoom.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { loadQrCodeStyling, qrOptions } from '../../lib/qr/qr-code';

/** Large enough to scan from another phone's camera, small enough to leave the address in view. */
const qrSidePx = 180;

export function DepositQr({ address }: { address: string }) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const container = box.current;
    loadQrCodeStyling().then(
      (QRCodeStyling) => {
        if (cancelled || !container) return;
        container.replaceChildren();
        new QRCodeStyling(qrOptions(address, qrSidePx, 'svg')).append(container);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [address]);

  return (
    <div
      ref={box}
      className="fund-qr"
      role="img"
      aria-label={t`QR code of the deposit address`}
      data-testid="recharge-qr"
    >
      {failed ? (
        <span className="fund-qr__failed">{t`The QR code could not be shown. Copy the address instead.`}</span>
      ) : null}
    </div>
  );
}
