/**
 * The links at the foot of the home screen (spec section 2's footer pages): help, contact and the texts, open to visitors, so someone who cannot
 * log in still finds support from the first screen.
 */
import { Trans, useLingui } from '@lingui/react/macro';

export function HomeFooter() {
  const { t } = useLingui();
  return (
    <footer className="home-footer">
      <nav aria-label={t`Help and information`}>
        <a href="#/me/help">
          <Trans>Help centre</Trans>
        </a>
        <a href="#/me/contact">
          <Trans>Contact us</Trans>
        </a>
        <a href="#/me/about">
          <Trans>About us</Trans>
        </a>
        <a href="#/protocol">
          <Trans>User agreement</Trans>
        </a>
        <a href="#/me/privacy">
          <Trans>Privacy policy</Trans>
        </a>
        <a href="#/me/legal">
          <Trans>Legal notice</Trans>
        </a>
      </nav>
    </footer>
  );
}
