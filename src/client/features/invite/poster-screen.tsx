/**
 * The share poster (/me/mPdf, private; spec: "share"): a picture drawn on a canvas in the user's language with the
 * app's name and logo, an invitation to trade on Petrel, the QR code of the invite link and the invite code. It
 * can be saved as a PNG, and shared with the link where the browser can share files. qr-code-styling loads with
 * this screen (lib/qr imports it dynamically).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { withoutPhraseBreaks } from '../../../common/phrase-break';
import { CatalogPart } from '../../components/catalog-part';
import { PageHeader } from '../../components/page-header';
import { QueryStates } from '../../components/query-states';
import { useUserInfo } from '../../lib/account/user-info';
import { notify } from '../../lib/notify/notify-store';
import { inviteLink, posterFileName, sharePath } from './invite-links';
import { canvasPng, downloadFile, logoImage, qrImage } from './poster-images';
import { drawPoster, posterHeightPx, posterWidthPx, type PosterTexts } from './poster-layout';
import './invite.css';

export default function PosterScreen() {
  return (
    <CatalogPart part="community">
      <PosterView />
    </CatalogPart>
  );
}

function PosterView() {
  const { t } = useLingui();
  const user = useUserInfo();
  return (
    <div className="screen invite-screen" data-testid="poster-screen">
      <PageHeader title={t`Share poster`} backTo={sharePath} />
      <QueryStates query={user} data={user.info} loadingRows={4}>
        {(info) =>
          info.invitationCode ? (
            <Poster code={info.invitationCode} />
          ) : (
            <p className="empty-state">
              <Trans>Your invite code is not available yet.</Trans>
            </p>
          )
        }
      </QueryStates>
    </div>
  );
}

export function usePosterTexts(code: string): PosterTexts {
  const { t } = useLingui();
  return {
    appName: 'Petrel',
    headline: t`Join me on Petrel and start trading crypto`,
    subline: t`Spot, contracts and new coins in one app. Register with my invite code.`,
    codeLabel: t`My invite code`,
    code,
    scanHint: t`Scan the QR code to register`,
  };
}

type PosterState = { step: 'drawing' } | { step: 'failed' } | { step: 'ready'; file: File };

function Poster({ code }: { code: string }) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const texts = usePosterTexts(code);
  const link = inviteLink(window.location.origin, code);
  const [state, setState] = useState<PosterState>({ step: 'drawing' });
  const textsKey = JSON.stringify(texts);
  const headline = texts.headline;

  useEffect(() => {
    let cancelled = false;
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) {
      setState({ step: 'failed' });
      return;
    }
    setState({ step: 'drawing' });
    Promise.all([qrImage(link), logoImage()])
      .then(async ([qr, logo]) => {
        if (cancelled) return;
        drawPoster(context, JSON.parse(textsKey) as PosterTexts, { qr, logo });
        const file = await canvasPng(element, posterFileName(code));
        if (!cancelled) setState({ step: 'ready', file });
      })
      .catch(() => {
        if (!cancelled) setState({ step: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [code, link, textsKey]);

  return (
    <>
      <div className="poster-frame" aria-busy={state.step === 'drawing'}>
        <canvas
          ref={canvas}
          className="poster-canvas"
          width={posterWidthPx}
          height={posterHeightPx}
          role="img"
          aria-label={t`Invite poster: "${headline}", with a QR code of your invite link and your invite code ${code}.`}
          data-testid="poster-canvas"
        />
      </div>
      {state.step === 'failed' ? (
        <p className="form-error" role="alert" data-testid="poster-failed">
          <Trans>The poster could not be drawn. You can still copy your invite link.</Trans>
        </p>
      ) : null}
      <PosterActions file={state.step === 'ready' ? state.file : null} link={link} text={texts.headline} />
    </>
  );
}

function canShareFile(file: File | null): boolean {
  if (!file || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
}

function PosterActions({ file, link, text }: { file: File | null; link: string; text: string }) {
  const share = async (poster: File) => {
    try {
      // The shared text goes into other apps: without the phrase marks meant for this screen's line breaking.
      await navigator.share({
        files: [poster],
        title: 'Petrel',
        text: `${withoutPhraseBreaks(text)} ${link}`,
      });
    } catch (error) {
      // Closing the share sheet is the user's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      notify.error(msg`Sharing did not work. Save the image instead.`);
    }
  };
  return (
    <div className="invite-actions">
      <button
        type="button"
        className="button button--block"
        disabled={!file}
        onClick={() => file && downloadFile(file)}
        data-testid="poster-save"
      >
        <Trans>Save image</Trans>
      </button>
      {canShareFile(file) && file ? (
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => void share(file)}
          data-testid="poster-share"
        >
          <Trans>Share</Trans>
        </button>
      ) : null}
    </div>
  );
}
