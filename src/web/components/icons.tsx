import type { ReactNode, SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement>;

/** The frame every icon shares: 20px, 24-unit view box, stroke in the current colour, hidden from readers. */
function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon component drawing `shapes` (the SVG elements of a 24-unit view box) in the Icon frame. */
export function iconOf(shapes: ReactNode) {
  return (props: IconProps) => <Icon {...props}>{shapes}</Icon>;
}

export const SunIcon = iconOf(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </>,
);

export const MoonIcon = iconOf(<path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />);

export const MenuIcon = iconOf(<path d="M4 6h16M4 12h16M4 18h16" />);

export const CloseIcon = iconOf(<path d="M18 6 6 18M6 6l12 12" />);

export const EyeIcon = iconOf(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = iconOf(
  <>
    <path d="M9.88 9.88a3 3 0 1 0 4.24 4.24" />
    <path d="M10.73 5.08A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a13.2 13.2 0 0 1-1.67 2.68" />
    <path d="M6.61 6.61A13.5 13.5 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.39-1.61" />
    <path d="M2 2l20 20" />
  </>,
);

export const ChevronDownIcon = iconOf(<path d="m6 9 6 6 6-6" />);

export const SearchIcon = iconOf(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

export const DashboardIcon = iconOf(
  <>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </>,
);

export const TrendingUpIcon = iconOf(
  <>
    <path d="m22 7-8.5 8.5-5-5L2 17" />
    <path d="M16 7h6v6" />
  </>,
);

export const ArrowDownIcon = iconOf(<path d="M12 5v14M19 12l-7 7-7-7" />);

export const ArrowUpIcon = iconOf(<path d="M12 19V5M5 12l7-7 7 7" />);

export const ListIcon = iconOf(<path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />);

export const UsersIcon = iconOf(
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  </>,
);

export const UserIcon = iconOf(
  <>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </>,
);

export const LogoutIcon = iconOf(<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);

export const ShieldIcon = iconOf(<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />);

export const GlobeIcon = iconOf(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
  </>,
);

export const ChevronLeftIcon = iconOf(<path d="m15 18-6-6 6-6" />);

export const ChevronRightIcon = iconOf(<path d="m9 18 6-6-6-6" />);

export const CheckIcon = iconOf(<path d="M20 6 9 17l-5-5" />);

export const MailIcon = iconOf(
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </>,
);

export const ClockIcon = iconOf(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);

/** Candlesticks: the trading screen. */
export const BriefcaseIcon = iconOf(
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
  </>,
);

export const CandlesIcon = iconOf(
  <>
    <path d="M7 3v4M7 15v6M17 3v6M17 17v4" />
    <rect x="5" y="7" width="4" height="8" rx="1" />
    <rect x="15" y="9" width="4" height="8" rx="1" />
  </>,
);
