import type { ReactNode } from "react";
import { LineIcon } from "../../components/ui/line-icon";
import { paths } from "../paths";

export interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
}

const icon = (d: string) => <LineIcon d={d} />;

/** The five menu items of the sidebar (spec section 2, Shell). */
export const navItems: NavItem[] = [
  { label: "Dashboard", to: paths.dashboard, icon: icon("M3 12l9-8 9 8M5 10v10h5v-6h4v6h5V10") },
  { label: "Practice Tests", to: paths.practices, icon: icon("M7 3h10l2 2v16H5V3h2zM9 8h6M9 12h6M9 16h4") },
  { label: "Question Bank", to: paths.categories, icon: icon("M4 5h6v6H4zM14 5h6v6h-6zM4 15h6v5H4zM14 15h6v5h-6z") },
  { label: "Test Results", to: paths.results, icon: icon("M4 20V10M10 20V4M16 20v-7M21 20H3") },
  { label: "Pricing", to: paths.products, icon: icon("M20 12l-8 8-9-9V3h8l9 9zM7.5 7.5h.01") },
];
