/** The sections of the user agreement: acceptance to contact, each paragraph one translatable message. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSession } from '../../lib/account/use-session';
import { DocumentText } from '../../components/document-text';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="auth-protocol__section">
      <h3 className="auth-protocol__heading">{title}</h3>
      {children}
    </section>
  );
}

export function ProtocolSections() {
  return (
    <DocumentText>
      <Section title={<Trans>1. Acceptance of this agreement</Trans>}>
        <p>
          <Trans>
            This agreement is between you and Petrel (“Petrel”, “we”, “us”) and governs your use of the Petrel
            app, website and services. By creating an account, or by using the services in any way, you
            confirm that you have read, understood and accepted this agreement.
          </Trans>
        </p>
        <p>
          <Trans>
            If you do not agree with any part of this agreement, do not register and do not use the services.
            Additional rules shown for particular products, such as contracts or new-coin subscriptions, form
            part of this agreement when you use those products.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>2. Eligibility</Trans>}>
        <p>
          <Trans>
            You must be at least 18 years old, or the age of majority where you live if that is higher, and
            have the legal capacity to enter into this agreement.
          </Trans>
        </p>
        <p>
          <Trans>
            You may not use the services if you live in, or are a citizen of, a country or region where
            trading digital assets is prohibited, or if you are named on a sanctions list. It is your
            responsibility to know and follow the laws that apply to you.
          </Trans>
        </p>
        <p>
          <Trans>
            We may ask you to verify your identity (KYC) at any time, and some features are available only
            after verification. The information you give must be true, complete and your own.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>3. Your account and its security</Trans>}>
        <p>
          <Trans>
            One person may hold one account. Your account is personal: do not share it, sell it or let anyone
            else use it.
          </Trans>
        </p>
        <p>
          <Trans>
            You are responsible for keeping your email account, login password and trade password secret and
            secure, and for everything done with them. Use a strong password that you use nowhere else, and
            log out on shared devices.
          </Trans>
        </p>
        <p>
          <Trans>
            Petrel staff will never ask for your passwords or verification codes. If you believe someone else
            has accessed your account, change your password at once and contact us.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>4. Risks of digital assets</Trans>}>
        <p>
          <Trans>
            Prices of digital assets are highly volatile and can fall to zero. Past performance says nothing
            about future results. Only trade with money you can afford to lose.
          </Trans>
        </p>
        <p>
          <Trans>
            Leveraged and timed products, such as contracts and second contracts, multiply both gains and
            losses. A position can be closed automatically, and you can lose your whole margin within a short
            time.
          </Trans>
        </p>
        <p>
          <Trans>
            Digital assets are not legal tender and are generally not protected by deposit insurance or
            investor compensation schemes. Laws and regulations about them may change and may affect their
            value or your ability to use them.
          </Trans>
        </p>
        <p>
          <Trans>
            Transfers on a blockchain cannot be reversed. Sending assets to a wrong address or on a wrong
            network may lose them permanently. Always check the address and the network before you withdraw.
          </Trans>
        </p>
        <p>
          <Trans>
            Nothing in the app is investment, legal or tax advice. You decide on your own trades and bear
            their results.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>5. Fees</Trans>}>
        <p>
          <Trans>
            Trading, withdrawal and other fees are shown in the app before you confirm an operation. By
            confirming it you agree to pay the fee shown, which is deducted from your account.
          </Trans>
        </p>
        <p>
          <Trans>
            Network fees charged by a blockchain are outside our control and may change. We may change our own
            fees with notice in the app; changes do not apply to operations you have already confirmed.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>6. Prohibited use</Trans>}>
        <p>
          <Trans>
            You must not use the services for money laundering, terrorist financing, fraud, or any other
            illegal activity, or with assets that come from such activity.
          </Trans>
        </p>
        <p>
          <Trans>
            You must not manipulate markets (for example wash trading or spoofing), abuse promotions or invite
            rewards, or open accounts in someone else’s name.
          </Trans>
        </p>
        <p>
          <Trans>
            You must not attack, overload or reverse-engineer the services, access them with automated tools
            we have not allowed, or try to reach other users’ accounts or data.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>7. Suspension and termination</Trans>}>
        <p>
          <Trans>
            We may restrict, suspend or close your account, cancel open orders or hold withdrawals if we
            reasonably believe that you have broken this agreement, if the law or an authority requires it, or
            to protect you, other users or the platform.
          </Trans>
        </p>
        <p>
          <Trans>
            Where the law allows, we will tell you why. You may close your account at any time after
            withdrawing your assets. Obligations that arose before closing continue after it.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>8. Limitation of liability</Trans>}>
        <p>
          <Trans>
            The services are provided “as is” and “as available”. We work to keep them running, but we do not
            promise that they will be uninterrupted, error-free or available at any particular moment,
            including during fast markets.
          </Trans>
        </p>
        <p>
          <Trans>
            To the extent the law allows, Petrel is not liable for indirect or consequential losses, lost
            profits, or losses caused by market movements, blockchain networks, third parties, your own
            devices, or events beyond our reasonable control. Nothing in this agreement limits liability that
            cannot be limited by law.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>9. Changes to this agreement</Trans>}>
        <p>
          <Trans>
            We may update this agreement from time to time. We will publish the new version in the app and,
            for important changes, tell you before they take effect.
          </Trans>
        </p>
        <p>
          <Trans>
            If you keep using the services after a change takes effect, you accept the new version. If you do
            not accept it, stop using the services and close your account.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans>10. Contact</Trans>}>
        <ContactParagraph />
      </Section>
    </DocumentText>
  );
}

function ContactParagraph() {
  const email = useSession((state) => state.platformEmail);
  return (
    <p>
      {email ? (
        <Trans>
          Questions about this agreement or your account are welcome through Customer service in the app, or
          by email to {email}.
        </Trans>
      ) : (
        <Trans>
          Questions about this agreement or your account are welcome through Customer service in the app.
        </Trans>
      )}
    </p>
  );
}
