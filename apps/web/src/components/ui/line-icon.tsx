import type { ReactNode } from "react";

interface LineIconProps {
  /** One path, or the shapes as children. */
  d?: string;
  children?: ReactNode;
  size?: number;
  className?: string;
}

/** The app's one icon style: 24-unit grid, current colour, decorative (hidden from screen readers). */
export function LineIcon({ d, children, size = 20, className }: LineIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {d ? <path d={d} /> : children}
    </svg>
  );
}
