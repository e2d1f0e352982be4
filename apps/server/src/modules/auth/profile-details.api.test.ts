import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { MOBILE_MESSAGE, NAME_MESSAGES } from "@sat/core";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, studentClient, type TestServer } from "../../test/test-server.js";

describe.each(databaseTargets())("name and mobile on the account page, on %s", (target) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const as = (name: string) => studentClient(server, tokens[name]);
  const details = async (name: string) => {
    const { name: shown, mobile } = (await as(name).get("/api/auth/me")).body.data as { name: string; mobile: string };
    return { name: shown, mobile };
  };

  beforeAll(async () => {
    server = await startTestServer(target);
    tokens.ana = await server.signIn("ana");
    tokens.ben = await server.signIn("ben");
  });
  afterAll(async () => {
    await server.close();
  });

  it("changes the name and the mobile with the sign-up's rules, and the next token carries the name", async () => {
    const res = await as("ana").put("/api/auth/details", { name: "  Ana María Ruiz ", mobile: "98765 43210" });
    expect(res.status).toBe(200);
    // Trimmed; a number without + is read as Indian (the sign-up's default country) and stored whole.
    expect(res.body.data).toMatchObject({ name: "Ana María Ruiz", mobile: "+919876543210", email: "ana@example.com" });
    expect(await details("ana")).toEqual({ name: "Ana María Ruiz", mobile: "+919876543210" });
    expect(decodeJwt(tokens.ana ?? "").name).toBe("ana");
    const refreshed = await as("ana").post("/api/auth/refresh");
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(refreshed.body.data.token as string).name).toBe("Ana María Ruiz");
    expect(await details("ben")).toEqual({ name: "ben", mobile: "" });

    const cleared = await as("ana").put("/api/auth/details", { name: "Ana María Ruiz", mobile: "" });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.mobile).toBe("");
  });

  it("answers a field message for a bad name or mobile and changes nothing", async () => {
    await as("ben").put("/api/auth/details", { name: "Ben Okafor", mobile: "+44 7911 123456" });
    const before = await details("ben");
    expect(before).toEqual({ name: "Ben Okafor", mobile: "+447911123456" });
    const cases: [unknown, { field: string; message: string }[]][] = [
      [{ name: "   ", mobile: "" }, [{ field: "name", message: NAME_MESSAGES.required }]],
      [{ name: "x".repeat(101), mobile: "" }, [{ field: "name", message: NAME_MESSAGES.tooLong }]],
      [{ name: "Ben", mobile: "+91 12" }, [{ field: "mobile", message: MOBILE_MESSAGE }]],
      [
        { name: "", mobile: "call me" },
        [
          { field: "name", message: NAME_MESSAGES.required },
          { field: "mobile", message: MOBILE_MESSAGE },
        ],
      ],
      [{ name: "Ben" }, [{ field: "mobile", message: MOBILE_MESSAGE }]],
      [{ name: "Ben", mobile: "", email: "x@example.com" }, [{ field: "email", message: "Unknown field 'email'" }]],
    ];
    for (const [body, errors] of cases) {
      const res = await as("ben").put("/api/auth/details", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toEqual(errors);
    }
    expect(await details("ben")).toEqual(before);
  });

  it("answers 401 without a session", async () => {
    const res = await server.request("PUT", "/api/auth/details", { body: { name: "Nobody", mobile: "" } });
    expect(res.status).toBe(401);
  });
});
