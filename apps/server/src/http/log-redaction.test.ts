import { describe, expect, it } from "vitest";
import { redactUrl } from "./log-redaction.js";

describe("redactUrl", () => {
  it("hides partner tokens in the SSO call and the redirect page, and leaves other URLs alone", () => {
    expect(redactUrl("/api/sso/login?token=eyJabc.def.ghi")).toBe("/api/sso/login?token=[redacted]");
    expect(redactUrl("/acme/true/eyJabc.def.ghi")).toBe("/acme/true/[redacted]");
    expect(redactUrl("/practices/results/practice-test-1")).toBe("/practices/results/practice-test-1");
    expect(redactUrl("/api/test/result?testId=x&userTestId=y")).toBe("/api/test/result?testId=x&userTestId=y");
    expect(redactUrl("/dashboard")).toBe("/dashboard");
  });
});
