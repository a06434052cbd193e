/** The asset screens' own icons, in the app's stroke style. */
import type { SVGProps } from 'react';
import { iconBaseProps } from '../../components/icons';

type IconProps = SVGProps<SVGSVGElement>;

export const EyeIcon = (props: IconProps) => (
  <svg {...iconBaseProps} width={20} height={20} {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

export const EyeOffIcon = (props: IconProps) => (
  <svg {...iconBaseProps} width={20} height={20} {...props}>
    <path d="M3 3l18 18M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.7 17.7 0 0 1-3.2 4.1M6.6 6.6C3.8 8.3 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </svg>
);

export const RecordsIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M9 8h6M9 12h6M9 16h4" />
  </svg>
);

export const RefreshIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />
  </svg>
);

export const SwapIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <path d="M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4" />
  </svg>
);

export const RechargeIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <path d="M12 4v12M7 11l5 5 5-5M5 20h14" />
  </svg>
);

export const WithdrawIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <path d="M12 16V4M7 9l5-5 5 5M5 20h14" />
  </svg>
);

export const ExchangeIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <path d="M4 9h14l-4-4M20 15H6l4 4" />
  </svg>
);

export const TransferIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);

export const BankCardIcon = (props: IconProps) => (
  <svg {...iconBaseProps} {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 15h4" />
  </svg>
);
