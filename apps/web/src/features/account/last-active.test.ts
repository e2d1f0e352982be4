import { describe, expect, it } from "vitest";
import { deviceLabel, lastActiveText } from "./last-active";

const NOW = Date.parse("2026-11-25T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe("how the device list says when a device was last active", () => {
  it("says 'now' within the five minutes the server does not track, then minutes, hours and days", () => {
    expect(lastActiveText(ago(0), NOW)).toBe("Active now");
    expect(lastActiveText(ago(4 * 60_000), NOW)).toBe("Active now");
    expect(lastActiveText(ago(12 * 60_000), NOW)).toBe("Active 12 minutes ago");
    expect(lastActiveText(ago(3 * 3_600_000 + 59 * 60_000), NOW)).toBe("Active 3 hours ago");
    expect(lastActiveText(ago(26 * 3_600_000), NOW)).toBe("Active yesterday");
    expect(lastActiveText(ago(5 * 86_400_000), NOW)).toBe("Active 5 days ago");
  });

  it("names a device by browser and system, or whatever part is known", () => {
    expect(deviceLabel({ browser: "Chrome 140", system: "Windows 10" })).toBe("Chrome 140 on Windows 10");
    expect(deviceLabel({ browser: "", system: "Linux" })).toBe("Linux");
    expect(deviceLabel({ browser: "", system: "" })).toBe("Unknown device");
  });
});
