import { describe, expect, it } from "vitest";
import { profileUpdateRequestSchema } from "@sat/core";
import { draftFrom, localToday, PAST_DATE_MESSAGE, validateProfile as validateWith } from "./profile-form";

const validateProfile = (draft: Parameters<typeof validateWith>[0], today: string) =>
  validateWith(draft, today, profileUpdateRequestSchema);

const today = "2026-05-10";

describe("validateProfile", () => {
  it("sends a date and a target", () => {
    expect(validateProfile({ whenExam: "2026-06-06", targetScore: "1350", extendedTime: "none" }, today)).toEqual({
      ok: true,
      body: { whenExam: "2026-06-06", targetScore: 1350, extendedTime: "none" },
    });
  });

  it("sends empty fields as not set", () => {
    expect(validateProfile({ whenExam: "", targetScore: " ", extendedTime: "none" }, today)).toEqual({
      ok: true,
      body: { whenExam: "", targetScore: null, extendedTime: "none" },
    });
  });

  it("accepts today and refuses yesterday", () => {
    expect(validateProfile({ whenExam: today, targetScore: "", extendedTime: "none" }, today).ok).toBe(true);
    expect(validateProfile({ whenExam: "2026-05-09", targetScore: "", extendedTime: "none" }, today)).toEqual({
      ok: false,
      errors: { whenExam: PAST_DATE_MESSAGE },
    });
  });

  it("keeps the target on the SAT scale", () => {
    const error = (targetScore: string) => {
      const result = validateProfile({ whenExam: "", targetScore, extendedTime: "none" }, today);
      return result.ok ? null : result.errors.targetScore;
    };
    expect(error("390")).toBe("Target score must be between 400 and 1600");
    expect(error("1610")).toBe("Target score must be between 400 and 1600");
    expect(error("1355")).toBe("SAT scores go in steps of 10");
    expect(error("abc")).toBe("Target score must be a number");
    expect(error("1600")).toBeNull();
    expect(error("400")).toBeNull();
  });

  it("reports text the number input could not read", () => {
    const result = validateProfile(
      { whenExam: "", targetScore: "", targetUnreadable: true, extendedTime: "none" },
      today,
    );
    expect(result).toEqual({ ok: false, errors: { targetScore: "Target score must be a number" } });
  });

  it("sends the chosen extended time", () => {
    const result = validateProfile({ whenExam: "", targetScore: "", extendedTime: "time-and-a-half" }, today);
    expect(result).toEqual({ ok: true, body: { whenExam: "", targetScore: null, extendedTime: "time-and-a-half" } });
  });

  it("reports both fields at once", () => {
    const result = validateProfile({ whenExam: "2020-01-01", targetScore: "100", extendedTime: "none" }, today);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["targetScore", "whenExam"]);
  });
});

describe("draftFrom", () => {
  it("shows the date part of the stored exam and the target as text", () => {
    expect(draftFrom({ whenExam: "2027-03-13T00:00:00.000Z", targetScore: 1400, extendedTime: "double" })).toEqual({
      whenExam: "2027-03-13",
      targetScore: "1400",
      extendedTime: "double",
    });
    expect(draftFrom({ whenExam: null, targetScore: null, extendedTime: "none" })).toEqual({
      whenExam: "",
      targetScore: "",
      extendedTime: "none",
    });
  });
});

describe("localToday", () => {
  it("spells the local calendar day", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
  });
});
