/**
 * What the console shows of one user, from GET /admin/users/:who (the data `users find` prints): identity state,
 * frozen state, balances per account and currency, how many open orders, positions and running timed orders there
 * are, and the last logins with the device guessed from the user agent.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { dateTimeText } from '../../common/time-format';
import type { DeviceGuess } from '../../common/user-agent';
import { kycStatus } from '../../common/user-types';
import { Fact } from '../components/queue-page';

export interface FrozenState {
  at: string;
  reason: string;
  by: string;
}

export interface UserReport {
  uid: string;
  email: string;
  locale: string;
  registeredAt: string;
  kycStatus: number;
  frozen: FrozenState | null;
  balances: Array<{ accountType: number; currency: string; available: string; frozen: string }>;
  openSpotOrders: { totalRow: number };
  openPositions: { totalRow: number };
  runningTimedOrders: { totalRow: number };
  lastLogins: Array<{ at: string; address: string; device: DeviceGuess }>;
}

/** The ledger's account types (src/server/ledger/ledger-types.ts), as the report numbers them. */
const coinAccountType = 1;

function IdentityText({ status }: { status: number }) {
  if (status === kycStatus.verified) return <Trans context="a user's KYC state">Verified</Trans>;
  if (status === kycStatus.underReview) return <Trans context="a user's KYC state">Under review</Trans>;
  if (status === kycStatus.rejected) return <Trans context="a user's KYC state">Rejected</Trans>;
  return <Trans context="a user's KYC state">Not verified</Trans>;
}

function FrozenText({ frozen }: { frozen: FrozenState | null }) {
  if (!frozen) return <Trans context="a user account's state">Active</Trans>;
  const at = dateTimeText(frozen.at);
  const { reason, by } = frozen;
  return (
    <strong className="frozen-state">
      <Trans>
        Frozen at {at} by {by}: {reason}
      </Trans>
    </strong>
  );
}

function DeviceText({ device }: { device: DeviceGuess }) {
  const { browser, system } = device;
  if (browser && system)
    return (
      <Trans context="a login's device, e.g. Chrome on Android">
        {browser} on {system}
      </Trans>
    );
  return <>{browser ?? system ?? <Trans context="a login's device">Unknown device</Trans>}</>;
}

function Table({ caption, headings, rows }: { caption: string; headings: string[]; rows: ReactNode[][] }) {
  return (
    <table className="settings">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, row) => (
          <tr key={row}>
            {cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function UserReportView({ report }: { report: UserReport }) {
  const { t } = useLingui();
  return (
    <div className="user-report">
      <dl>
        <Fact label={t`Email`}>{report.email}</Fact>
        <Fact label={t`UID`}>{report.uid}</Fact>
        <Fact label={t`Registered at`}>{dateTimeText(report.registeredAt)}</Fact>
        <Fact label={t`Identity verification`}>
          <IdentityText status={report.kycStatus} />
        </Fact>
        <Fact label={t`Account state`}>
          <FrozenText frozen={report.frozen} />
        </Fact>
        <Fact label={t`Open spot orders`}>{report.openSpotOrders.totalRow}</Fact>
        <Fact label={t`Open positions`}>{report.openPositions.totalRow}</Fact>
        <Fact label={t`Running timed orders`}>{report.runningTimedOrders.totalRow}</Fact>
      </dl>
      <Table
        caption={t`Balances`}
        headings={[
          t({ context: 'the ledger account a balance is in: coin or contract', message: 'Account' }),
          t`Currency`,
          t`Available balance`,
          t`Frozen amount`,
        ]}
        rows={report.balances.map((balance) => [
          balance.accountType === coinAccountType ? t`Coin account` : t`Contract account`,
          balance.currency,
          <span className="amount">{balance.available}</span>,
          <span className="amount">{balance.frozen}</span>,
        ])}
      />
      <Table
        caption={t`Last logins`}
        headings={[t`Time`, t`IP address`, t`Device`]}
        rows={report.lastLogins.map((login) => [
          dateTimeText(login.at),
          login.address,
          <DeviceText device={login.device} />,
        ])}
      />
    </div>
  );
}
