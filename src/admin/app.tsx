/**
 * The console: the sign-in screen until a token is kept, then the pages. Routes live in the hash (#/kyc …), so a
 * page's address never collides with an operator API path under /admin/ and a reload always loads the console.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Redirect, Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { localeNames, locales, isLocale } from '../common/locales';
import { chooseLocale, useLocale } from './i18n';
import { signOut, useToken } from './session';
import { SignIn } from './sign-in';
import { AuditPage } from './pages/audit-page';
import { DepositsPage } from './pages/deposits-page';
import { EnginesPage } from './pages/engines-page';
import { HouseLimitsPage } from './pages/house-limits-page';
import { KycPage } from './pages/kyc-page';
import { ListingsPage } from './pages/listings-page';
import { ParamsPage } from './pages/params-page';
import { UsersPage } from './pages/users-page';
import { WithdrawalsPage } from './pages/withdrawals-page';

export const consolePages = {
  kyc: '/kyc',
  deposits: '/deposits',
  withdrawals: '/withdrawals',
  users: '/users',
  listings: '/listings',
  params: '/params',
  houseLimits: '/house-limits',
  engines: '/engines',
  audit: '/audit',
} as const;

function LanguageSelect() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <select
      className="language"
      aria-label={t`Language`}
      value={locale}
      onChange={(event) => {
        if (isLocale(event.target.value)) void chooseLocale(event.target.value);
      }}
    >
      {locales.map((option) => (
        <option key={option} value={option} lang={option}>
          {localeNames[option]}
        </option>
      ))}
    </select>
  );
}

function Navigation() {
  const { t } = useLingui();
  const links: [string, string][] = [
    [consolePages.kyc, t`KYC queue`],
    [consolePages.deposits, t`Deposits`],
    [consolePages.withdrawals, t`Withdrawals`],
    [consolePages.users, t({ context: 'the console page of user accounts', message: 'Users' })],
    [consolePages.listings, t`Listings`],
    [consolePages.params, t`Parameters`],
    [consolePages.houseLimits, t`House limits`],
    [consolePages.engines, t`Engines`],
    [consolePages.audit, t`Audit trail`],
  ];
  return (
    <nav aria-label={t`Pages`}>
      <ul>
        {links.map(([path, label]) => (
          <li key={path}>
            <Link href={path} className={(active: boolean) => (active ? 'active' : '')}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Pages() {
  return (
    <Switch>
      <Route path={consolePages.kyc} component={KycPage} />
      <Route path={consolePages.deposits} component={DepositsPage} />
      <Route path={consolePages.withdrawals} component={WithdrawalsPage} />
      <Route path={consolePages.users} component={UsersPage} />
      <Route path={consolePages.listings} component={ListingsPage} />
      <Route path={consolePages.params} component={ParamsPage} />
      <Route path={consolePages.houseLimits} component={HouseLimitsPage} />
      <Route path={consolePages.engines} component={EnginesPage} />
      <Route path={consolePages.audit} component={AuditPage} />
      <Route>
        <Redirect to={consolePages.kyc} replace />
      </Route>
    </Switch>
  );
}

export function App() {
  const token = useToken();
  return (
    <Router hook={useHashLocation}>
      <div className="console">
        <header className="top-bar">
          <span className="brand">
            <Trans>Petrel console</Trans>
          </span>
          <LanguageSelect />
          {token ? (
            <button type="button" className="secondary" onClick={signOut}>
              <Trans>Sign out</Trans>
            </button>
          ) : null}
        </header>
        {token ? (
          <div className="workspace">
            <Navigation />
            <main>
              <Pages />
            </main>
          </div>
        ) : (
          <main>
            <SignIn />
          </main>
        )}
      </div>
    </Router>
  );
}
