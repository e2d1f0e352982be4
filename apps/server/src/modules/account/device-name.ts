import Bowser from "bowser";

export interface DeviceName {
  /** e.g. 'Chrome 140', 'Safari 18.1'; '' when the user agent says nothing readable. */
  browser: string;
  /** e.g. 'Windows 10', 'macOS', 'Android 14', 'iOS 18.1', 'Linux'. */
  system: string;
  deviceType: string;
}

/** The major version alone, except for Safari and iOS whose minor versions are what people know. */
function version(value: string | undefined, keepMinor: boolean): string {
  if (!value) return "";
  const parts = value.split(".");
  return (keepMinor ? parts.slice(0, 2) : parts.slice(0, 1)).join(".");
}

const join = (name: string | undefined, v: string): string => (name ? (v ? `${name} ${v}` : name) : "");

/** How the account page names a device, from the user agent it signed in with (bowser). */
export function deviceNameOf(userAgent: string): DeviceName {
  if (!userAgent.trim()) return { browser: "", system: "", deviceType: "" };
  const parsed = Bowser.parse(userAgent);
  const browserName = parsed.browser.name?.replace(/^Headless /, "");
  const osName = parsed.os.name;
  const systemVersion =
    osName === "Windows" ? (parsed.os.versionName ?? "") : version(parsed.os.version, osName === "iOS");
  return {
    browser: join(browserName, version(parsed.browser.version, browserName === "Safari")),
    system: join(osName, osName === "macOS" ? "" : systemVersion),
    deviceType: parsed.platform.type ?? "",
  };
}
