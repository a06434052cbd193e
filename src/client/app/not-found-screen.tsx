/**
 * What any address without a screen shows: a mistyped or outdated link says so and offers the way home, instead
 * of silently landing on Home, which would leave the reader wondering where their page went.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../components/page-header';
import { iconBaseProps } from '../components/icons';
import { PromptCard, promptIconProps } from '../components/prompt-card';
import { homePath } from '../lib/router/home-path';

export default function NotFoundScreen() {
  const { t } = useLingui();
  return (
    <div className="screen" data-testid="not-found">
      <PageHeader title={t`Page not found`} backTo={homePath} />
      <PromptCard
        icon={<CompassIcon {...promptIconProps} />}
        title={<Trans>There is no page at this address</Trans>}
        text={<Trans>The link may be mistyped, or the page may not exist yet.</Trans>}
      >
        <a className="button button--block" href={`#${homePath}`}>
          <Trans>Go to Home</Trans>
        </a>
      </PromptCard>
    </div>
  );
}

/** Drawn here, not in components/icons, so that it loads with this screen and not with every start. */
function CompassIcon(props: typeof promptIconProps) {
  return (
    <svg {...iconBaseProps} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2.2 4.8-4.8 2.2 2.2-4.8z" />
    </svg>
  );
}
