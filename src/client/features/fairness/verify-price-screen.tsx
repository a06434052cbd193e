/**
 * Verify this price (/verify/price?symbol=&time=&price=&kind=open|settle|close), public and reached from a
 * settled timed order's detail and a closed position's record: asks the server for the day's commitment, its
 * secret once revealed and the price recomputed from it, and shows them beside the recorded price (price-proof.tsx).
 * Loading, a damaged link, a failed read (with retry) and offline (the check needs the network) each have a state.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { CatalogPart } from '../../components/catalog-part';
import { OfflineNote } from '../../components/offline-note';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingRows } from '../../components/screen-states';
import { useHashSearch } from '../../lib/router/use-hash-location';
import { PriceProof } from './price-proof';
import { useFairnessPrice } from './use-fairness-price';
import { verifyParamsOf, type PriceKind, type VerifyParams } from './verify-params';
import './fairness.css';

/** Where "back" goes when the screen was opened directly: the records the link most likely came from. */
const fallbackBack: Record<PriceKind, string> = {
  open: '/position',
  settle: '/secondContract/record',
  close: '/contract/record',
};

export default function VerifyPriceScreen() {
  return (
    <CatalogPart part="trading">
      <VerifyPriceView />
    </CatalogPart>
  );
}

function VerifyPriceView() {
  const { t } = useLingui();
  const params = verifyParamsOf(useHashSearch());
  return (
    <div className="screen verify-screen" data-testid="verify-price-screen">
      <PageHeader title={t`Verify this price`} backTo={fallbackBack[params?.kind ?? 'open']} />
      <p className="verify-intro">
        <Trans>
          Each day's prices are derived from a secret whose SHA-256 fingerprint (the commitment) is published
          before the day begins. After the day ends the secret is revealed, so anyone can recompute the price
          and check that the secret is the one committed to.
        </Trans>
      </p>
      {params ? (
        <VerifyBody params={params} />
      ) : (
        <ErrorState
          message={t`This link does not name a price to verify. Open it again from the order's details.`}
        />
      )}
    </div>
  );
}

function VerifyBody({ params }: { params: VerifyParams }) {
  const { t } = useLingui();
  const { read, retry } = useFairnessPrice(params.symbol, params.timeMs);
  switch (read.state) {
    case 'loading':
      return (
        <div aria-busy="true" aria-label={t`Loading`}>
          <LoadingRows count={4} />
        </div>
      );
    case 'offline':
      return (
        <OfflineNote testId="verify-offline">
          <Trans>
            You are offline. Verifying a price asks the server for the day's secret, so it needs the network.
          </Trans>
        </OfflineNote>
      );
    case 'failed':
      return (
        <ErrorState
          message={read.message || t`The price could not be checked. Please try again.`}
          onRetry={retry}
        />
      );
    case 'loaded':
      return <PriceProof params={params} data={read.data} />;
  }
}
