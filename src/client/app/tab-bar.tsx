/**
 * The bottom tab bar: Home, Market, Trade, Position, Assets, each shown once its screens exist. Each tab is a plain
 * hash link, so a tap on the prerendered copy (before any script) already goes where it says: the app starts there.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ComponentType, SVGProps } from 'react';
import { AssetsIcon, HomeIcon, MarketIcon, PositionIcon, TradeIcon } from '../components/icons';
import { useHashPath } from '../lib/router/use-hash-location';
import { routeFor, routes, type TabKey } from './routes';

interface Tab {
  key: TabKey;
  path: string;
  label: MessageDescriptor;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const allTabs: readonly Tab[] = [
  { key: 'home', path: '/home', label: msg`Home`, Icon: HomeIcon },
  { key: 'market', path: '/market', label: msg`Market`, Icon: MarketIcon },
  { key: 'action', path: '/action', label: msg`Trade`, Icon: TradeIcon },
  { key: 'position', path: '/position', label: msg`Position`, Icon: PositionIcon },
  { key: 'account', path: '/account', label: msg`Assets`, Icon: AssetsIcon },
];

const availableTabs = allTabs.filter((tab) => routes.some((route) => route.tab === tab.key));

export function TabBar() {
  const { i18n } = useLingui();
  const [path] = useHashPath();
  const activeTab = routeFor(path)?.tab;
  if (!activeTab) return null;
  return (
    <nav className="tab-bar" aria-label={i18n._(msg`Main navigation`)}>
      {availableTabs.map(({ key, path: tabPath, label, Icon }) => (
        <a
          key={key}
          href={`#${tabPath}`}
          className={`tab-bar__item${key === activeTab ? ' tab-bar__item--active' : ''}`}
          aria-current={key === activeTab ? 'page' : undefined}
        >
          <Icon />
          <span>{i18n._(label)}</span>
        </a>
      ))}
    </nav>
  );
}
