import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../stores/session-store";
import { useToasts } from "../../../stores/toast-store";
import { testListKeys } from "../../practice-tests/api/test-lists";
import { bankKeys } from "../../question-bank/api/bank-list";
import { proActiveMessage } from "../checkout/activate-pro";
import { RedeemCodeForm } from "./redeem-code-form";

/** A token the client can decode (the server alone checks the signature). */
function tokenWith(proTill: string | null): string {
  const claims = { sub: "u1", sid: "s1", name: "Asha Rao", proTill, exp: Math.floor(Date.now() / 1000) + 3600, iat: 1 };
  const base64url = btoa(JSON.stringify(claims)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `eyJhbGciOiJIUzI1NiJ9.${base64url}.signature`;
}

const fetchMock = vi.fn<typeof fetch>();
let queryClient: QueryClient;

function renderForm() {
  queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RedeemCodeForm />
    </QueryClientProvider>,
  );
}

function submit(code: string) {
  fireEvent.change(screen.getByLabelText("PRO code"), { target: { value: code } });
  fireEvent.click(screen.getByRole("button", { name: "Redeem" }));
}

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signIn(tokenWith(null));
  useToasts.setState({ toasts: [] });
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("PRO code form", () => {
  it("asks for a code when the field is empty, without calling the server", () => {
    renderForm();
    submit("   ");
    expect(screen.getByRole("alert").textContent).toBe("Enter your code");
    expect(screen.getByLabelText("PRO code").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the expected shape for a malformed code, and clears the message on typing", () => {
    renderForm();
    submit("ABCD-EFGH");
    expect(screen.getByRole("alert").textContent).toBe("A code looks like ABCD-EFGH-JKLM");
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("PRO code"), { target: { value: "ABCD-EFGH-J" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends the code normalised (case, surrounding spaces)", async () => {
    answer(404, { status: 404, title: "Not Found", message: "This code does not exist" });
    renderForm();
    submit("  abcd-efgh-jk2m ");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/plan/redeem");
    expect(JSON.parse(init?.body as string)).toEqual({ code: "ABCD-EFGH-JK2M" });
  });

  it.each([
    [404, "This code does not exist"],
    [409, "You have already redeemed this code"],
    [410, "This code has expired"],
    [429, "Too many tries. Try again in 10 minutes."],
  ])("shows the server's message for a %i under the field", async (status, message) => {
    answer(status, { status, title: "Error", message });
    renderForm();
    submit("ABCD-EFGH-JKLM");
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.getByLabelText<HTMLInputElement>("PRO code").value).toBe("ABCD-EFGH-JKLM");
  });

  it("prefers the field's own message on a 400", async () => {
    answer(400, {
      status: 400,
      title: "Bad Request",
      message: "The request is invalid",
      errors: [{ field: "code", message: "A code looks like ABCD-EFGH-JKLM" }],
    });
    renderForm();
    submit("ABCD-EFGH-JKLM");
    expect((await screen.findByRole("alert")).textContent).toBe("A code looks like ABCD-EFGH-JKLM");
  });

  it("on success stores the new token, says until when, unlocks PRO content and clears the field", async () => {
    const proTill = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const token = tokenWith(proTill);
    answer(200, { data: { message: "PRO activated", proTill, token } });
    renderForm();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    submit("ABCD-EFGH-JKLM");
    await waitFor(() => expect(useSession.getState().token).toBe(token));
    expect(useSession.getState().proTill).toBe(proTill);
    expect(localStorage.getItem("token")).toBe(token);
    expect(useToasts.getState().toasts.map((t) => [t.kind, t.message])).toEqual([
      ["success", proActiveMessage(proTill)],
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: testListKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: bankKeys.all });
    expect(screen.getByLabelText<HTMLInputElement>("PRO code").value).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
