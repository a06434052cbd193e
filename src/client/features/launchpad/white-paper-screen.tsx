/**
 * A sale's white paper (/home/wbook?id=… or ?src=whitepapers/<coin>.pdf, public), drawn in the app by pdf.js
 * (see pdf-engine.ts for why not the browser's viewer): the page count, a zoom, every page fitted to the screen's
 * width, and a link to open the file in the browser (or download it) if drawing fails. Once read, the PDF and the
 * pdf.js files stay in the service worker's cache, so it opens again offline.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { CatalogPart } from '../../components/catalog-part';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, LoadingRows } from '../../components/screen-states';
import { PendingStates } from '../../components/query-states';
import { useHashSearch } from '../../lib/router/use-hash-location';
import { useListing } from './launchpad-hooks';
import { detailHref, listPath, queryParam } from './launchpad-links';
import { PdfPages } from './pdf-pages';
import { usePdf } from './use-pdf';
import { whitePaperUrl } from './white-paper-path';
import './launchpad.css';

export default function WhitePaperScreen() {
  return (
    <CatalogPart part="launchpad">
      <WhitePaperView />
    </CatalogPart>
  );
}

function WhitePaperView() {
  const { t } = useLingui();
  const search = useHashSearch();
  const id = queryParam(search, 'id');
  const src = queryParam(search, 'src');
  const listing = useListing(src === '' ? id : '');
  const path = src !== '' ? src : listing.data?.whitePaper;
  const url = path !== undefined ? whitePaperUrl(path, import.meta.env.BASE_URL) : undefined;
  const title = listing.data ? t`${listing.data.name} white paper` : t`White paper`;
  return (
    <div className="screen lp-screen lp-wbook" data-testid="lp-wbook-screen">
      <PageHeader title={title} backTo={id ? detailHref(id) : listPath} />
      {url !== undefined ? (
        <PdfViewer url={url} />
      ) : src === '' && id !== '' && listing.data === undefined ? (
        <PendingStates
          query={listing}
          loadingRows={3}
          offline={
            <Trans>You are offline and this white paper has not been opened on this device yet.</Trans>
          }
        />
      ) : (
        <EmptyState>
          <Trans>This sale has no white paper.</Trans>
        </EmptyState>
      )}
    </div>
  );
}

/** The zoom steps: fitted to the width, then larger (the page scrolls sideways). */
const zoomSteps = [1, 1.5, 2] as const;
/** The width a page gets before the screen has been measured: the 390 px phone less the screen's padding. */
const defaultFitWidthPx = 358;

function PdfViewer({ url }: { url: string }) {
  const { t } = useLingui();
  const [state, markFailed] = usePdf(url);
  const [step, setStep] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const fitWidth = useFitWidth(box);
  const zoom = zoomSteps[step] ?? 1;
  const percent = Math.round(zoom * 100);
  return (
    <div className="lp-pdf" ref={box}>
      <div className="lp-pdf-bar">
        <span data-testid="lp-pdf-count">
          {state.status === 'ready' ? (
            <Plural value={state.pdf.numPages} one="# page" other="# pages" />
          ) : null}
        </span>
        <button
          type="button"
          className="icon-button lp-pdf-zoom"
          aria-label={t`Zoom out`}
          disabled={step === 0}
          onClick={() => setStep(step - 1)}
        >
          −
        </button>
        <span className="num" aria-live="polite">{`${percent}%`}</span>
        <button
          type="button"
          className="icon-button lp-pdf-zoom"
          aria-label={t`Zoom in`}
          disabled={step === zoomSteps.length - 1}
          onClick={() => setStep(step + 1)}
        >
          +
        </button>
      </div>
      {state.status === 'loading' ? <LoadingRows count={6} /> : null}
      {state.status === 'failed' ? (
        <ErrorState message={t`The white paper could not be shown here. Open it in your browser instead.`} />
      ) : null}
      {state.status === 'ready' ? (
        <div className="lp-pdf-scroll">
          <PdfPages
            engine={state.engine}
            pdf={state.pdf}
            fitWidth={fitWidth}
            zoom={zoom}
            onFailed={markFailed}
          />
        </div>
      ) : null}
      <a className="button button--ghost button--block" href={url} target="_blank" rel="noopener noreferrer">
        <Trans>Open or download the PDF in your browser</Trans>
      </a>
    </div>
  );
}

/** The width the page's box has (it follows the screen), measured after layout and again on resize. */
function useFitWidth(box: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(defaultFitWidthPx);
  useEffect(() => {
    const measure = () => {
      const measured = box.current?.clientWidth ?? 0;
      if (measured > 0) setWidth(measured);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [box]);
  return width;
}
