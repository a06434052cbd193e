/**
 * A large view of one image over the page, zoomable: buttons (or + and −) zoom in steps, the image pans by
 * scrolling, Escape or the close button ends it. The zoom is a CSS transform set through the DOM, which the
 * console's CSP allows (it forbids only inline style attributes in markup and <style> elements).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

/** Zoom in whole percent of the stage's width, so each step is exact. */
const zoomStepPercent = 50;
const zoomMinPercent = 50;
const zoomMaxPercent = 400;
const zoomStartPercent = 100;

export function ImageViewer({ url, label, onClose }: { url: string; label: string; onClose: () => void }) {
  const { t } = useLingui();
  const [zoomPercent, setZoomPercent] = useState(zoomStartPercent);
  const closeButton = useRef<HTMLButtonElement>(null);
  const zoomIn = () => setZoomPercent((value) => Math.min(zoomMaxPercent, value + zoomStepPercent));
  const zoomOut = () => setZoomPercent((value) => Math.max(zoomMinPercent, value - zoomStepPercent));
  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === '+' || event.key === '=') zoomIn();
      if (event.key === '-') zoomOut();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="viewer" role="dialog" aria-modal="true" aria-label={label}>
      <div className="viewer-bar">
        <span className="viewer-title">{label}</span>
        <button
          type="button"
          onClick={zoomOut}
          disabled={zoomPercent <= zoomMinPercent}
          aria-label={t`Zoom out`}
        >
          −
        </button>
        <output className="viewer-zoom" aria-live="polite">
          {zoomPercent}%
        </output>
        <button
          type="button"
          onClick={zoomIn}
          disabled={zoomPercent >= zoomMaxPercent}
          aria-label={t`Zoom in`}
        >
          +
        </button>
        <button type="button" ref={closeButton} onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      <div className="viewer-stage">
        <img
          src={url}
          alt={label}
          ref={(image) => {
            if (image) image.style.width = `${zoomPercent}%`;
          }}
        />
      </div>
    </div>
  );
}
