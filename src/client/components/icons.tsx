/** The app's few icons, inline so they render offline and cost no request. */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** The stroke style every icon of the app shares; feature icons spread it too. */
export const iconBaseProps = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

export const HomeIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <path d="M3 11.5 12 4l9 7.5" />
    <path d="M5.5 10v9.5h13V10" />
  </svg>
);

export const MarketIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <path d="M4 19V9M10 19V5M16 19v-7M22 19H2" />
  </svg>
);

export const TradeIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <path d="M4 8h14l-3-3M20 16H6l3 3" />
  </svg>
);

export const PositionIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <path d="M8 15l3-3 2 2 3-4" />
  </svg>
);

export const AssetsIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M16 12.5h2M3 9.5h18" />
  </svg>
);

export const BackIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <path d="M15 5l-7 7 7 7" />
  </svg>
);

export const MenuIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <path d="M4 7h16M4 12h16M4 17h10" />
  </svg>
);

export const SearchIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </svg>
);

export const GlobeIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 2.5 15.3 0 18M12 3c-2.5 2.7-2.5 15.3 0 18" />
  </svg>
);

export const CheckIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

export const OfflineIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <path d="M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5-2.7M19 12.9a10 10 0 0 0-2.3-1.6M2 9.3a14.5 14.5 0 0 1 4.4-2.6M22 9.3A14.5 14.5 0 0 0 11 5.6" />
    <circle cx="12" cy="20" r="0.6" fill="currentColor" />
  </svg>
);

export const UserIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20c1.2-3.6 4.1-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
  </svg>
);

export const LockIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
  </svg>
);
