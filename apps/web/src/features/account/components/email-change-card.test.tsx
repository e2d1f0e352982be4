import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@sat/core";
import { useSession } from "../../../stores/session-store";
import { meQueryKey } from "../../auth/api/me";
import { EmailChangeCard } from "./email-change-card";

/** A token the client can decode (the server alone checks the signature). */
function token(): string {
  const claims = {
    sub: "u1",
    sid: "s1",
    name: "Asha Rao",
    proTill: null,
    exp: Math.floor(Date.now() / 1000) + 3600,
    iat: 1,
  };
  const base64url = btoa(JSON.stringify(claims)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `eyJhbGciOiJIUzI1NiJ9.${base64url}.signature`;
}

const profile: Profile = {
  id: "u1",
  name: "Asha Rao",
  email: "asha@example.com",
  emailVerified: false,
  pendingEmail: null,
  mobile: "",
  whenExam: null,
  targetScore: null,
  extendedTime: "none",
  proTill: null,
  isPro: false,
  createdAt: "2026-11-01T00:00:00.000Z",
};

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  queryClient.setQueryData(meQueryKey, profile);
  render(
    <QueryClientProvider client={queryClient}>
      <EmailChangeCard />
    </QueryClientProvider>,
  );
}

function submit(newEmail: string, password: string) {
  fireEvent.change(screen.getByLabelText("New email"), { target: { value: newEmail } });
  fireEvent.change(screen.getByLabelText("Current password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
}

const errorOf = (label: string) =>
  document.getElementById(screen.getByLabelText(label).getAttribute("aria-describedby") ?? "")?.textContent;

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signIn(token());
  fetchMock.mockReset();
  // The profile refetches in the background; it answers the same.
  fetchMock.mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify({ data: profile }), { headers: { "Content-Type": "application/json" } }),
    ),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const changeCalls = () => fetchMock.mock.calls.filter(([url]) => url === "/api/auth/change-email");

describe("email change card", () => {
  it("shows the address and whether it is verified", () => {
    renderCard();
    expect(screen.getByRole("form", { name: "Email address" }).textContent).toContain("asha@example.com");
    expect(screen.getByText("Not verified")).toBeTruthy();
  });

  it("checks both fields before calling the server", () => {
    renderCard();
    submit("not-an-email", "");
    expect(errorOf("New email")).toBe("Please Enter Valid Email Ex:student@example.com");
    expect(errorOf("Current password")).toBe("Enter your current password");
    expect(changeCalls()).toHaveLength(0);
  });

  it("puts the server's field errors on their fields: a taken address, a wrong password", async () => {
    renderCard();
    answer(409, {
      status: 409,
      title: "Conflict",
      message: "An account with this email already exists. Please log in instead.",
      errors: [{ field: "newEmail", message: "An account with this email already exists. Please log in instead." }],
    });
    submit("taken@example.com", "river-lantern-42");
    await waitFor(() => expect(errorOf("New email")).toContain("already exists"));
    answer(400, {
      status: 400,
      title: "Bad Request",
      message: "This is not your current password",
      errors: [{ field: "password", message: "This is not your current password" }],
    });
    submit("free@example.com", "wrong-one-123");
    await waitFor(() => expect(errorOf("Current password")).toBe("This is not your current password"));
    expect(JSON.parse(changeCalls()[1]?.[1]?.body as string)).toEqual({
      newEmail: "free@example.com",
      password: "wrong-one-123",
    });
  });

  it("says where the link went and clears the form", async () => {
    renderCard();
    const message = "We have sent a link to new@example.com. Your email address changes when you use it.";
    answer(200, { data: { message, pendingEmail: "new@example.com" } });
    submit("New@Example.com ", "river-lantern-42");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(message));
    expect(screen.getByLabelText<HTMLInputElement>("New email").value).toBe("");
    expect(screen.getByLabelText<HTMLInputElement>("Current password").value).toBe("");
  });
});
