/**
 * Security (/me/safety): the bound email (masked, read-only), the login password, the trade password, the
 * anti-phishing code and the recent logins with "sign out all other devices". The logins and the code are one read,
 * saved per user like every private screen's, so offline they show with their age.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { SafetyOverview } from '../../../common/user-types';
import { CatalogPart } from '../../components/catalog-part';
import { PageHeader } from '../../components/page-header';
import { relativeAge, useNow } from '../../components/relative-age';
import { LoginPasswordSection } from './login-password-section';
import { maskEmail } from '../../../common/mask';
import { PendingStates, QueryStates } from '../../components/query-states';
import { TradePasswordSection } from './trade-password-section';
import { useUserInfo } from '../../lib/account/user-info';
import { useCachedQuery, type CachedQuery } from '../../lib/cache/use-cached-query';
import { useLocale } from '../../lib/i18n/use-locale';
import { useSession } from '../../lib/account/use-session';
import { AntiPhishingSection } from './anti-phishing-section';
import { LoginHistorySection } from './login-history-section';
import { fetchSafety, safetyKey } from './safety-calls';
import './security.css';

/** How often the "saved … ago" label is brought up to date. */
const ageRefreshMs = 15_000;

export default function SafetyScreen() {
  return (
    <CatalogPart part="security">
      <Security />
    </CatalogPart>
  );
}

function Security() {
  const { t } = useLingui();
  const user = useUserInfo();
  const userId = useSession((state) => state.userId);
  const safety = useCachedQuery(userId ? safetyKey(userId) : null, fetchSafety, {
    userId,
    // It changes when this user signs in elsewhere; the screen reads it when opened and after each action here.
    refreshOnTick: false,
  });
  return (
    <div className="screen">
      <PageHeader title={t`Security`} backTo="/me" />
      <QueryStates query={user} data={user.info}>
        {(info) => (
          <>
            <section className="me-section" aria-labelledby="me-email-title">
              <h2 id="me-email-title" className="me-section__title">
                <Trans>Bound email</Trans>
              </h2>
              <p className="me-readonly" data-testid="me-bound-email">
                {maskEmail(info.email)}
              </p>
            </section>
            <LoginPasswordSection />
            <TradePasswordSection
              isSet={info.assetsPwd}
              maskedEmail={maskEmail(info.email)}
              onSaved={user.reload}
            />
            <SafetySections safety={safety} hasTradePassword={info.assetsPwd} />
          </>
        )}
      </QueryStates>
    </div>
  );
}

function SafetySections({
  safety,
  hasTradePassword,
}: {
  safety: CachedQuery<SafetyOverview>;
  hasTradePassword: boolean;
}) {
  const data = safety.data;
  if (data === undefined)
    return (
      <section className="me-section">
        <PendingStates
          query={safety}
          loadingRows={3}
          offline={
            <Trans>
              You are offline and your recent logins are not saved on this device yet. They will load when you
              reconnect.
            </Trans>
          }
        />
      </section>
    );
  return (
    <>
      {safety.fromCache && safety.savedAtMs !== undefined ? <SavedAge savedAtMs={safety.savedAtMs} /> : null}
      <AntiPhishingSection
        maskedCode={data.antiPhishingCode}
        hasTradePassword={hasTradePassword}
        onSaved={safety.reload}
      />
      <LoginHistorySection logins={data.logins} onChanged={safety.reload} />
    </>
  );
}

function SavedAge({ savedAtMs }: { savedAtMs: number }) {
  const locale = useLocale();
  const age = relativeAge(savedAtMs, useNow(ageRefreshMs), locale);
  return (
    <p className="me-saved-age" data-testid="me-safety-saved-age">
      <Trans>Saved {age}</Trans>
    </p>
  );
}
