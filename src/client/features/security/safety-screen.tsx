/** Security (/me/safety): the bound email (masked, read-only), the login password and the trade password. */
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/page-header';
import { LoginPasswordSection } from './login-password-section';
import { maskEmail } from '../../../common/mask';
import { QueryStates } from '../../components/query-states';
import { TradePasswordSection } from './trade-password-section';
import { useUserInfo } from '../../lib/account/user-info';
import './security.css';

export default function SafetyScreen() {
  const { t } = useLingui();
  const user = useUserInfo();
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
          </>
        )}
      </QueryStates>
    </div>
  );
}
