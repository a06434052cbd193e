/** Privacy policy (/me/privacy): what data, why, how long, the user's rights and whom to ask. */
import { Trans, useLingui } from '@lingui/react/macro';
import { DocPage } from './doc-page';
import './documents.css';

export default function PrivacyScreen() {
  const { t } = useLingui();
  return (
    <DocPage title={t`Privacy policy`} testId="privacy-page">
      <p>
        <Trans>
          This policy explains which personal data Petrel collects, why we use it, how long we keep it and
          what rights you have. It applies to the Petrel app and its website.
        </Trans>
      </p>
      <h2>
        <Trans>Data we collect</Trans>
      </h2>
      <p>
        <Trans>
          Account data: your email address and your login and trade passwords, which we store only as secure
          hashes and can never read.
        </Trans>
      </p>
      <p>
        <Trans>
          Identity data, when you verify: your real name, your ID number and photos of the front and back of
          your ID document.
        </Trans>
      </p>
      <p>
        <Trans>
          Activity and technical data: your orders, transfers, deposits and withdrawals, and your IP address,
          device type and language.
        </Trans>
      </p>
      <h2>
        <Trans>Why we use it</Trans>
      </h2>
      <p>
        <Trans>
          To run your account and carry out your orders; to verify your identity and prevent fraud, money
          laundering and terrorist financing, as the law requires; to keep the service secure; and to answer
          your questions. We do not sell your personal data.
        </Trans>
      </p>
      <h2>
        <Trans>On your device</Trans>
      </h2>
      <p>
        <Trans>
          The app saves your session and recently viewed data on your device so it also works offline. Logging
          out deletes your private data from the device.
        </Trans>
      </p>
      <h2>
        <Trans>Who else sees it</Trans>
      </h2>
      <p>
        <Trans>
          Only service providers that help us run the platform, such as hosting and email, under strict
          confidentiality, and authorities when the law obliges us to share it.
        </Trans>
      </p>
      <h2>
        <Trans>How long we keep it</Trans>
      </h2>
      <p>
        <Trans>
          Account, identity and transaction records are kept while your account is open and afterwards for as
          long as anti-money-laundering law requires, usually five years. Technical logs are deleted after 90
          days.
        </Trans>
      </p>
      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>
          You can ask for a copy of your data, have it corrected, object to some uses, or have it deleted
          where the law allows; records we must keep by law are deleted when that period ends. You may also
          complain to your data protection authority.
        </Trans>
      </p>
      <h2>
        <Trans>Contact</Trans>
      </h2>
      <p>
        <Trans>
          Send privacy questions to our support email, shown under Contact us. We answer within 30 days. We
          will tell you in the app before any important change to this policy takes effect.
        </Trans>
      </p>
    </DocPage>
  );
}
