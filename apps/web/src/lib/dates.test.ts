import { describe, expect, it } from "vitest";
import { dayMonthYear, shortDayMonth, shortDayMonthYear, weekdayDate } from "./dates";

const intl = (options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat("en-GB", options).format(date);

describe("dates written out by hand", () => {
  // Every month, days at both ends, times near midnight (the browser's zone decides the day, as with Intl).
  const samples = Array.from({ length: 12 }, (_, m) => [
    new Date(2026, m, 1, 0, 5),
    new Date(2027, m, 28, 23, 55),
    new Date(Date.UTC(2025, m, 15, 12)),
  ]).flat();

  it("read as Intl.DateTimeFormat('en-GB') does", () => {
    for (const date of samples) {
      const iso = date.toISOString();
      expect(dayMonthYear(iso)).toBe(intl({ day: "numeric", month: "long", year: "numeric" }, date));
      expect(shortDayMonth(iso)).toBe(intl({ day: "numeric", month: "short" }, date));
      expect(shortDayMonthYear(iso)).toBe(intl({ day: "numeric", month: "short", year: "numeric" }, date));
    }
  });

  it("give a calendar date its weekday whatever the time zone", () => {
    for (const date of samples) {
      const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
      const expected = intl({ weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }, date);
      expect(weekdayDate(y, m, d)).toBe(expected);
    }
  });

  it("show an unreadable date as it came", () => {
    expect(dayMonthYear("soon")).toBe("soon");
    expect(shortDayMonth("")).toBe("");
  });
});
