import { LineIcon } from "../../../../components/ui/line-icon";

const Icon = LineIcon;

export const ChevronDown = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

export const ChevronUp = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M6 15l6-6 6 6" />
  </Icon>
);

export const CalculatorIcon = () => (
  <Icon>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M8 7h8M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15v3M8 18h.01M12 18h.01" />
  </Icon>
);

export const ReferenceIcon = () => (
  <Icon>
    <path d="M4 20l4-14 4 14M5.5 15h5M14 9h6M17 6v6M14 18h6" />
  </Icon>
);

export const ExitIcon = () => (
  <Icon>
    <path d="M14 4h4a2 2 0 012 2v12a2 2 0 01-2 2h-4M10 16l-4-4 4-4M6 12h10" />
  </Icon>
);

export const FlagIcon = ({ filled = false, size = 18 }: { filled?: boolean; size?: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
    <path
      d="M6 21V4m0 0h11l-2.5 4.5L17 13H6"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
    />
  </svg>
);

export const PinIcon = ({ size = 14 }: { size?: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
    <path d="M12 22s7-6.2 7-12a7 7 0 10-14 0c0 5.8 7 12 7 12z" fill="currentColor" />
    <circle cx="12" cy="10" r="2.6" fill="var(--color-surface)" />
  </svg>
);

export const ClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const CloudOffIcon = () => (
  <Icon>
    <path d="M3 3l18 18M8.5 8.6A5 5 0 006 13H6a4 4 0 000 8h11M20.3 18.1A4 4 0 0018 11h-.5A6 6 0 009.7 5.3" />
  </Icon>
);

export const LockIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 018 0v3" />
  </Icon>
);

/** The option eliminator's symbol: 'ABC' struck through. */
export const EliminatorIcon = () => (
  <svg viewBox="0 0 32 20" width="30" height="19" aria-hidden="true" focusable="false">
    <text
      x="16"
      y="14.5"
      textAnchor="middle"
      fontSize="11"
      fontWeight="700"
      fontFamily="system-ui, sans-serif"
      fill="currentColor"
    >
      ABC
    </text>
    <path d="M3 16L29 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

export const LineReaderIcon = () => (
  <Icon>
    <path d="M3 5h18M3 19h18" />
    <rect x="3" y="9" width="18" height="6" rx="1" />
  </Icon>
);

/** A marker pen over a line of text. */
export const HighlightIcon = () => (
  <Icon>
    <path d="m14 4 6 6-8 8H6v-6z" />
    <path d="M4 21h16" />
  </Icon>
);

/** Three sliders: the phone's menu of test tools. */
export const ToolsIcon = () => (
  <Icon>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </Icon>
);
