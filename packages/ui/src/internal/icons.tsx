import type { ReactNode, SVGProps } from 'react';
import { vars } from '../theme/vars';

/** Small line icons drawn in currentColor, sized by the surrounding font (1em). */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
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

export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);

export const CheckIcon = (p: IconProps) => (
  <Svg {...p} strokeWidth={3}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);

export const MinusIcon = (p: IconProps) => (
  <Svg {...p} strokeWidth={3}>
    <path d="M6 12h12" />
  </Svg>
);

export const ChevronDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 9l6 6 6-6" />
  </Svg>
);

export const ChevronLeftIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M15 6l-6 6 6 6" />
  </Svg>
);

export const ChevronRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 6l6 6-6 6" />
  </Svg>
);

export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </Svg>
);

export const ClearIcon = (p: IconProps) => (
  <Svg {...p} strokeWidth={0}>
    <circle cx="12" cy="12" r="9" fill="currentColor" />
    <path d="M9 9l6 6M15 9l-6 6" style={{ stroke: vars.color.surface }} strokeWidth={2} />
  </Svg>
);

export const SuccessIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l3 3 5-6" />
  </Svg>
);

export const ErrorIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </Svg>
);

export const InfoIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.6v.1" />
  </Svg>
);

export const WarningIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3.5l9.5 16.5h-19z" />
    <path d="M12 10v4.5M12 17.3v.1" />
  </Svg>
);

export const CartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 4h2.5l2.2 10.5h10.6L20.5 7H6.6" />
    <circle cx="9.5" cy="19" r="1.3" />
    <circle cx="17" cy="19" r="1.3" />
  </Svg>
);

export const HomeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 11l8-6.5 8 6.5M6.5 9.5V20h11V9.5" />
  </Svg>
);

export const PhoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="7" y="3" width="10" height="18" rx="2" />
    <path d="M11 17.5h2" />
  </Svg>
);

export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Svg>
);

export const UserIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
  </Svg>
);

export const BellIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </Svg>
);

export const BoxIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7.5l8-4 8 4v9l-8 4-8-4z" />
    <path d="M4 7.5l8 4 8-4M12 11.5v9" />
  </Svg>
);

export const ShieldIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3.5l7 2.5v5.5c0 4.5-3 7.8-7 9-4-1.2-7-4.5-7-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </Svg>
);

export const WalletIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="6" width="17" height="13" rx="2" />
    <path d="M3.5 9.5h17M15.5 14h2" />
  </Svg>
);

export const EyeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="2.8" />
  </Svg>
);

/** A stylised flower for empty and placeholder blocks, drawn in theme colours. */
export function FlowerIllustration(props: IconProps) {
  const petal = { fill: vars.color.primaryBorder };
  const leaf = { fill: vars.color.accent };
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true" focusable="false" {...props}>
      <path d="M48 58 C47 70 44 80 40 90" style={{ stroke: vars.color.accent }} strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M45 74 C36 70 30 72 26 78 C34 82 40 80 45 74 Z" style={leaf} />
      <path d="M46 68 C54 62 61 63 66 68 C58 73 51 73 46 68 Z" style={leaf} opacity="0.8" />
      <g style={petal}>
        <ellipse cx="48" cy="24" rx="10" ry="14" />
        <ellipse cx="48" cy="24" rx="10" ry="14" transform="rotate(72 48 38)" />
        <ellipse cx="48" cy="24" rx="10" ry="14" transform="rotate(144 48 38)" />
        <ellipse cx="48" cy="24" rx="10" ry="14" transform="rotate(216 48 38)" />
        <ellipse cx="48" cy="24" rx="10" ry="14" transform="rotate(288 48 38)" />
      </g>
      <circle cx="48" cy="38" r="7" style={{ fill: vars.color.primary }} />
    </svg>
  );
}
