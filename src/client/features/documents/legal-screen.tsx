/** Legal notice (/me/legal): risk warning, no investment advice, data, availability and jurisdiction. */
import { Trans, useLingui } from '@lingui/react/macro';
import { DocPage } from './doc-page';
import './documents.css';

export default function LegalScreen() {
  const { t } = useLingui();
  return (
    <DocPage title={t`Legal notice`} testId="legal-page">
      <h2>
        <Trans>Risk warning</Trans>
      </h2>
      <p>
        <Trans>
          Digital assets are highly volatile. Their prices can fall sharply within minutes and you can lose
          all the money you put in. Only trade with money you can afford to lose.
        </Trans>
      </p>
      <p>
        <Trans>
          Leveraged contracts and second contracts carry extra risk: a small price move can close your
          position and take your whole margin or stake.
        </Trans>
      </p>
      <h2>
        <Trans>No investment advice</Trans>
      </h2>
      <p>
        <Trans>
          Nothing in this app, including prices, charts, help articles and promotional text, is investment,
          financial, legal or tax advice, or a recommendation to buy or sell any asset. Make your own
          decisions and seek independent advice if you need it.
        </Trans>
      </p>
      <h2>
        <Trans>Market data</Trans>
      </h2>
      <p>
        <Trans>
          Prices and charts are provided as they are. They may be delayed or simulated and may differ from
          other exchanges; the app says where its data comes from.
        </Trans>
      </p>
      <h2>
        <Trans>Where the service is available</Trans>
      </h2>
      <p>
        <Trans>
          Digital assets are restricted or prohibited in some countries. You are responsible for making sure
          that using Petrel is lawful where you live, and we may refuse service in some jurisdictions.
        </Trans>
      </p>
      <h2>
        <Trans>Jurisdiction</Trans>
      </h2>
      <p>
        <Trans>
          Your use of Petrel is governed by the law named in the user agreement, and disputes are settled by
          the courts named there. If a part of this notice is found invalid, the rest still applies.
        </Trans>
      </p>
    </DocPage>
  );
}
