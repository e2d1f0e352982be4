/** The server moves a device's last activity at most every five minutes (auth.service.ts). */
const PRECISION_MS = 5 * 60_000;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** 'Active now' within the server's precision, else '12 minutes ago', 'yesterday', '3 days ago'. */
export function lastActiveText(iso: string, now: number = Date.now()): string {
  const ago = now - new Date(iso).getTime();
  if (ago < PRECISION_MS) return "Active now";
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const [unit, ms] of UNITS) if (ago >= ms) return `Active ${format.format(-Math.floor(ago / ms), unit)}`;
  return "Active now";
}

/** 'Chrome 140 on Windows 10', or what is known of it. */
export function deviceLabel(device: { browser: string; system: string }): string {
  if (device.browser && device.system) return `${device.browser} on ${device.system}`;
  return device.browser || device.system || "Unknown device";
}
