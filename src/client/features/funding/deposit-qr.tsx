/**
 * The QR code of a deposit address. qr-code-styling is imported here, dynamically, so it loads with the recharge
 * screen only (ARCHITECTURE section 8); it draws an SVG, which stays sharp at any zoom.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

/** Large enough to scan from another phone's camera, small enough to leave the address in view. */
const qrSidePx = 180;

export function DepositQr({ address }: { address: string }) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const container = box.current;
    import('qr-code-styling').then(
      ({ default: QRCodeStyling }) => {
        if (cancelled || !container) return;
        const code = new QRCodeStyling({
          width: qrSidePx,
          height: qrSidePx,
          type: 'svg',
          data: address,
          margin: 8,
          qrOptions: { errorCorrectionLevel: 'M' },
          dotsOptions: { color: '#0f1420', type: 'rounded' },
          backgroundOptions: { color: '#ffffff' },
        });
        container.replaceChildren();
        code.append(container);
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
