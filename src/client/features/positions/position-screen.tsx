/**
 * The Position tab (/position): the user's open leveraged positions with live profit and ROI, the running timed
 * orders with their countdowns, and the three record screens. The leveraged list belongs to the contracts feature,
 * so app/ hands it in (`leveraged`); this screen places it and gives it its title and its offline note. A visitor
 * is asked to log in; offline every list shows its saved copy with its age, every close is disabled, and the one
 * note at the top says both.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CatalogPart } from '../../components/catalog-part';
import { LockIcon } from '../../components/icons';
import { OfflineNote } from '../../components/offline-note';
import { PageHeader } from '../../components/page-header';
import { PromptCard, promptIconProps } from '../../components/prompt-card';
import { loginHref, registerHref } from '../../lib/account/login-links';
import { useIsLoggedIn } from '../../lib/account/use-session';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { RecordLinks } from './record-links';
import { TimedOrdersSection } from './timed-orders-section';
import './positions.css';

export const positionPath = '/position';
const offlineNoteId = 'pt-offline-note';

interface PositionScreenProps {
  /** The open leveraged positions, titled by this screen; their Close buttons point at its offline note. */
  leveraged: (title: ReactNode, offlineNoteId: string) => ReactNode;
}

export function PositionScreen({ leveraged }: PositionScreenProps) {
  return (
    <CatalogPart part="trading">
      <PositionView leveraged={leveraged} />
    </CatalogPart>
  );
}

function PositionView({ leveraged }: PositionScreenProps) {
  const { t } = useLingui();
  const isLogin = useIsLoggedIn();
  const online = useOnline();
  return (
    <div className="screen pt-screen" data-testid="position-screen">
      <PageHeader title={t`Position`} />
      {!isLogin ? (
        <PositionLogin />
      ) : (
        <>
          {online ? null : (
            <OfflineNote id={offlineNoteId} className="pt-offline-note" testId="position-offline">
              <Trans>
                You are offline. These figures are the last ones saved on this device, and closing and
                cancelling are available again when you reconnect.
              </Trans>
            </OfflineNote>
          )}
          {leveraged(<Trans>Leveraged positions</Trans>, offlineNoteId)}
          <TimedOrdersSection title={<Trans>Running timed orders</Trans>} />
          <RecordLinks />
        </>
      )}
    </div>
  );
}

function PositionLogin() {
  return (
    <PromptCard
      icon={<LockIcon {...promptIconProps} />}
      title={<Trans>Please login first</Trans>}
      text={<Trans>Log in to see your open positions and running timed orders.</Trans>}
      testId="position-login"
    >
      <a className="button button--block" href={`#${loginHref(positionPath)}`}>
        <Trans>Log in</Trans>
      </a>
      <a className="button button--block button--ghost" href={`#${registerHref({ redirect: positionPath })}`}>
        <Trans>Create an account</Trans>
      </a>
    </PromptCard>
  );
}
