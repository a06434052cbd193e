/** About us (/me/about): what Petrel is, in translatable paragraphs. */
import { Trans, useLingui } from '@lingui/react/macro';
import { DocPage } from './doc-page';
import './documents.css';

export default function AboutScreen() {
  const { t } = useLingui();
  return (
    <DocPage title={t`About us`} testId="about-page">
      <h2>
        <Trans>About Petrel</Trans>
      </h2>
      <p>
        <Trans>
          Petrel is a digital-asset exchange built for your phone: live markets with their charts, order books
          and trades; spot, leveraged and timed trading; new-coin sales; deposits, withdrawals and transfers;
          and your account's security and identity verification.
        </Trans>
      </p>
      <p>
        <Trans>
          The app is made for real mobile networks: prices you have seen stay on screen with their age when
          the connection drops, and nothing you send is submitted twice.
        </Trans>
      </p>
      <h2>
        <Trans>Security first</Trans>
      </h2>
      <p>
        <Trans>
          Your account is protected by a login password and a separate six-digit trade password, which is
          asked before withdrawals, transfers and trades. Identity verification keeps fraud off the platform
          and lets us meet our legal duties.
        </Trans>
      </p>
      <h2>
        <Trans>For everyone</Trans>
      </h2>
      <p>
        <Trans>
          Petrel speaks English, Simplified Chinese, Korean and Japanese. Change the language under Me.
        </Trans>
      </p>
      <h2>
        <Trans>Talk to us</Trans>
      </h2>
      <p>
        <Trans>Questions, ideas or problems? Our support team is one tap away under Contact us.</Trans>
      </p>
    </DocPage>
  );
}
