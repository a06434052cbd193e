/**
 * Bank cards and collection accounts (/assert/bankcards): each card's bank, holder and masked number, with a
 * delete that asks first. The list is saved per user, so offline it still shows (with its age) while adding and
 * deleting are disabled with the reason.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { BankCard } from '../../../common/wallet-types';
import { CatalogPart } from '../../components/catalog-part';
import { PageHeader } from '../../components/page-header';
import { QueryStates } from '../../components/query-states';
import { relativeAge, useNow } from '../../components/relative-age';
import { EmptyState } from '../../components/screen-states';
import { useCachedQuery } from '../../lib/cache/use-cached-query';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { useLocale } from '../../lib/i18n/use-locale';
import { useSession } from '../../lib/account/use-session';
import { navigate } from '../../lib/router/hash-location';
import { bankCardsKey, fetchBankCards } from './bank-cards-api';
import { bankCardAddPath } from './bank-card-paths';
import { BankCardItem } from './bank-card-item';
import '../../components/form/form.css';
import './bank-cards.css';

/** How often the "saved … ago" label is brought up to date. */
const ageRefreshMs = 15_000;

export default function BankCardsScreen() {
  return (
    <CatalogPart part="exchange">
      <BankCardsView />
    </CatalogPart>
  );
}

function BankCardsView() {
  const { t } = useLingui();
  const userId = useSession((state) => state.userId);
  const cards = useCachedQuery(userId ? bankCardsKey(userId) : null, fetchBankCards, {
    userId,
    // Cards change only when this user adds or deletes one, which reloads the list.
    refreshOnTick: false,
  });
  return (
    <div className="screen bank-cards-screen" data-testid="bank-cards-screen">
      <PageHeader title={t`Bank cards`} backTo="/account/assert/1" />
      <QueryStates query={cards} data={cards.data}>
        {(list) => (
          <>
            {cards.fromCache && cards.savedAtMs !== undefined ? (
              <SavedAge savedAtMs={cards.savedAtMs} />
            ) : null}
            {list.length === 0 ? (
              <EmptyState>
                <Trans>No bank cards yet. Add the card or collection account you want to use.</Trans>
              </EmptyState>
            ) : (
              <ul className="bank-card-list" data-testid="bank-card-list">
                {list.map((card: BankCard) => (
                  <BankCardItem key={card.id} card={card} onDeleted={cards.reload} />
                ))}
              </ul>
            )}
            <AddCardButton />
          </>
        )}
      </QueryStates>
    </div>
  );
}

function AddCardButton() {
  const online = useOnline();
  return (
    <div className="bank-cards-add">
      <button
        type="button"
        className="button button--block"
        disabled={!online}
        onClick={() => navigate(bankCardAddPath)}
        data-testid="bank-card-add"
      >
        <Trans>Add bank card</Trans>
      </button>
      {online ? null : (
        <p className="offline-note" role="status">
          <Trans>You are offline. Connect to the internet to add or delete cards.</Trans>
        </p>
      )}
    </div>
  );
}

function SavedAge({ savedAtMs }: { savedAtMs: number }) {
  const locale = useLocale();
  const age = relativeAge(savedAtMs, useNow(ageRefreshMs), locale);
  return (
    <p className="bank-cards-saved" data-testid="bank-cards-saved-age">
      <Trans>Saved {age}</Trans>
    </p>
  );
}
