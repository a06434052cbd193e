/**
 * The rows of the profile hub: every /me page, then the footer pages. Each row is a plain hash link, so a tap on the
 * prerendered copy (before any script) already goes where it says: the app starts there.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { localeNames } from '../../../common/locales';
import { GlobeIcon } from '../../components/icons';
import { UnreadBadge } from '../../components/unread-badge';
import { useLocale } from '../../lib/i18n/use-locale';
import {
  ChatIcon,
  ChevronIcon,
  DocumentIcon,
  HelpIcon,
  IdCardIcon,
  GiftIcon,
  InfoIcon,
  MailIcon,
  ShieldIcon,
  UserIcon,
} from '../../components/account-icons';
import { useSession } from '../../lib/account/use-session';

export interface MenuRow {
  to: string;
  label: string;
  icon?: ReactNode;
  /** A value or badge at the end of the row (the KYC status, the current language). */
  hint?: ReactNode;
}

export function MenuList({ rows, testId }: { rows: readonly MenuRow[]; testId?: string }) {
  return (
    <ul className="option-list me-menu" data-testid={testId}>
      {rows.map((row) => (
        <li key={row.to}>
          <a href={`#${row.to}`} data-testid={`me-row-${row.to}`}>
            <span className="me-menu__label">
              {row.icon}
              {row.label}
            </span>
            <span className="me-menu__end figure-end">
              {row.hint}
              <ChevronIcon className="me-menu__chevron" />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The Messages row's end: the unread count as a badge, and in words for screen readers. */
function UnreadHint({ count }: { count: number }) {
  const { t } = useLingui();
  if (count <= 0) return null;
  return (
    <>
      <UnreadBadge count={count} />
      <span className="visually-hidden">{t`Unread messages: ${count}`}</span>
    </>
  );
}

export function useAccountRows(kycHint: ReactNode): MenuRow[] {
  const { t } = useLingui();
  const locale = useLocale();
  const unread = useSession((state) => state.unreadMessages);
  return [
    { to: '/me/profile', label: t`Profile`, icon: <UserIcon /> },
    { to: '/me/message', label: t`Messages`, icon: <MailIcon />, hint: <UnreadHint count={unread} /> },
    { to: '/me/share', label: t`Invite friends`, icon: <GiftIcon /> },
    { to: '/me/safety', label: t`Security`, icon: <ShieldIcon /> },
    { to: '/me/verify', label: t`Identity verification`, icon: <IdCardIcon />, hint: kycHint },
    {
      to: '/me/lang',
      label: t`Language`,
      icon: <GlobeIcon width={20} height={20} />,
      hint: <span className="option-list__hint">{localeNames[locale]}</span>,
    },
  ];
}

export function useSupportRows(): MenuRow[] {
  const { t } = useLingui();
  return [
    { to: '/me/help', label: t`Help centre`, icon: <HelpIcon /> },
    { to: '/me/contact', label: t`Contact us`, icon: <ChatIcon /> },
    { to: '/me/about', label: t`About us`, icon: <InfoIcon /> },
  ];
}

export function useFooterRows(): MenuRow[] {
  const { t } = useLingui();
  return [
    { to: '/protocol', label: t`User agreement`, icon: <DocumentIcon /> },
    { to: '/me/privacy', label: t`Privacy policy`, icon: <DocumentIcon /> },
    { to: '/me/legal', label: t`Legal notice`, icon: <DocumentIcon /> },
  ];
}
