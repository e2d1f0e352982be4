import { describe, expect, it } from "vitest";
import { PASSWORD_RULES } from "../constants.js";
import { COMMON_PASSWORDS } from "./common-passwords.js";
import {
  PASSWORD_MESSAGES,
  isCommonPassword,
  loginPasswordSchema,
  newPasswordSchema,
  passwordProblem,
} from "./password.js";

const messagesOf = (value: unknown): string[] => {
  const result = newPasswordSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

/** A password of exactly n characters that is in no list and is no trivial variant. */
const passwordOf = (n: number, alphabet = "river-lantern-42-") =>
  Array.from({ length: n }, (_, i) => [...alphabet][i % [...alphabet].length]).join("");

describe("new password rules", () => {
  it("states the rules in its messages", () => {
    expect(PASSWORD_RULES).toEqual({ minLength: 8, maxLength: 128 });
    expect(PASSWORD_MESSAGES).toEqual({
      required: "Password is required",
      tooShort: "Password must be at least 8 characters",
      tooLong: "Password must be at most 128 characters",
      common: "This password is too common. Please choose one that is harder to guess.",
    });
  });

  it("refuses an empty or missing password as required", () => {
    expect(passwordProblem("")).toBe(PASSWORD_MESSAGES.required);
    expect(messagesOf("")).toEqual([PASSWORD_MESSAGES.required]);
    expect(messagesOf(undefined)).toEqual([PASSWORD_MESSAGES.required]);
    expect(messagesOf(12345678)).toEqual([PASSWORD_MESSAGES.required]);
  });

  it("accepts 8 characters and refuses 7", () => {
    expect(passwordProblem(passwordOf(8))).toBeNull();
    expect(messagesOf(passwordOf(8))).toEqual([]);
    expect(passwordProblem(passwordOf(7))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(messagesOf(passwordOf(7))).toEqual([PASSWORD_MESSAGES.tooShort]);
  });

  it("accepts 128 characters and refuses 129", () => {
    expect(passwordProblem(passwordOf(128))).toBeNull();
    expect(passwordProblem(passwordOf(129))).toBe(PASSWORD_MESSAGES.tooLong);
    expect(messagesOf(passwordOf(129))).toEqual([PASSWORD_MESSAGES.tooLong]);
  });

  it("counts characters, not UTF-16 code units or bytes", () => {
    // Four emoji are eight UTF-16 code units and sixteen UTF-8 bytes, but only four characters.
    const fourEmoji = "🦊🌙📚🎯";
    expect(fourEmoji.length).toBe(8);
    expect(passwordProblem(fourEmoji)).toBe(PASSWORD_MESSAGES.tooShort);
    // 128 emoji are 256 code units and 512 bytes: still 128 characters, so allowed.
    const emoji128 = passwordOf(128, "🦊🌙📚🎯🚀🧠");
    expect(emoji128.length).toBe(256);
    expect(Buffer.byteLength(emoji128, "utf8")).toBe(512);
    expect(passwordProblem(emoji128)).toBeNull();
    expect(passwordProblem(emoji128 + "🦊")).toBe(PASSWORD_MESSAGES.tooLong);
    // Eight accented or Devanagari characters are more than eight bytes but eight characters.
    expect(passwordProblem("ñandú-çé")).toBeNull();
    expect(passwordProblem("परीक्षा-तैयारी")).toBeNull();
  });

  it.each(["password", "password123", "12345678", "qwertyuiop", "iloveyou", "india@123", "sachin123", "letmein1"])(
    "refuses the common password %j",
    (value) => {
      expect(isCommonPassword(value)).toBe(true);
      expect(messagesOf(value)).toEqual([PASSWORD_MESSAGES.common]);
    },
  );

  it.each([
    ["PASSWORD", "upper case"],
    ["Password123", "capitalised"],
    ["PaSsWoRd1", "mixed case"],
    ["aaaaaaaa", "one character repeated"],
    ["ZZZZZZZZZZZZ", "one character repeated in upper case"],
    ["!!!!!!!!!!", "one symbol repeated"],
    ["12345678901", "a run of digits"],
    ["9876543210ab", "a descending run of digits with a short tail"],
    ["abcdefghij12", "the alphabet with a short tail"],
    ["qwertyuiop12", "the keyboard row with a short tail"],
  ])("refuses the trivial variant %j (%s)", (value) => {
    expect(isCommonPassword(value)).toBe(true);
    expect(messagesOf(value)).toEqual([PASSWORD_MESSAGES.common]);
  });

  it("refuses every password of the list that is long enough to reach the check, in any case", () => {
    for (const common of COMMON_PASSWORDS) {
      expect(isCommonPassword(common)).toBe(true);
      expect(isCommonPassword(common.toUpperCase())).toBe(true);
      if ([...common].length >= PASSWORD_RULES.minLength)
        expect(passwordProblem(common), common).toBe(PASSWORD_MESSAGES.common);
    }
  });

  it.each(["river-lantern-42", "correct horse battery staple", "Kx9#mQ2!vL", "1234567890-lantern-tree", "aaaaaaab"])(
    "accepts the uncommon password %j",
    (value) => {
      expect(isCommonPassword(value)).toBe(false);
      expect(messagesOf(value)).toEqual([]);
    },
  );

  it("keeps the password exactly as typed (no trimming or case change)", () => {
    expect(newPasswordSchema.parse("  River-Lantern-42  ")).toBe("  River-Lantern-42  ");
  });
});

describe("login password rules", () => {
  it("accepts any stored password, even short or common, so old accounts can still log in", () => {
    expect(loginPasswordSchema.parse("short")).toBe("short");
    expect(loginPasswordSchema.parse("password")).toBe("password");
  });

  it("requires a password and caps its size", () => {
    const messages = (value: unknown) => {
      const result = loginPasswordSchema.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages("")).toEqual([PASSWORD_MESSAGES.required]);
    expect(messages(undefined)).toEqual([PASSWORD_MESSAGES.required]);
    expect(messages("x".repeat(1024))).toEqual([]);
    expect(messages("x".repeat(1025))).toEqual([PASSWORD_MESSAGES.tooLong]);
  });
});
