import { describe, expect, it } from "vitest";
import { readEnv } from "./env.js";

describe("mail settings in the environment", () => {
  it("writes mail to the log by default, with links to this server", () => {
    const env = readEnv({ PORT: "4000" });
    expect(env).toMatchObject({ smtpUrl: undefined, appUrl: "http://localhost:4000" });
    expect(env.mailFrom).toContain("@");
  });

  it("takes SMTP_URL, MAIL_FROM and APP_URL (without a trailing slash)", () => {
    const env = readEnv({
      SMTP_URL: "smtp://user:pass@mail.example.com:587",
      MAIL_FROM: "SAT Practice <no-reply@example.com>",
      APP_URL: "https://sat.example.com/",
    });
    expect(env).toMatchObject({
      smtpUrl: "smtp://user:pass@mail.example.com:587",
      mailFrom: "SAT Practice <no-reply@example.com>",
      appUrl: "https://sat.example.com",
    });
  });

  it("refuses a bad SMTP_URL, MAIL_FROM or APP_URL, naming each", () => {
    expect(() => readEnv({ SMTP_URL: "http://mail.example.com", MAIL_FROM: "x", APP_URL: "ftp://x" })).toThrow(
      /SMTP_URL: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL[\s\S]*MAIL_FROM: MAIL_FROM must be an email address[\s\S]*APP_URL: APP_URL must be an http/,
    );
  });

  it("needs MAIL_FROM and APP_URL once mail really leaves", () => {
    expect(() => readEnv({ SMTP_URL: "smtps://mail.example.com" })).toThrow(
      /MAIL_FROM: required when SMTP_URL is set[\s\S]*APP_URL: required when SMTP_URL is set/,
    );
  });
});
