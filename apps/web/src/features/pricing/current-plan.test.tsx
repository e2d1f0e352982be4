import type { Plan } from "@sat/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatDate } from "../../lib/format";
import { useDialog } from "../../stores/dialog-store";
import { useSession } from "../../stores/session-store";
import { findCurrentPlan, planStatusOf } from "./current-plan";
import { Component as Pricing } from "./pricing.route";

const plan = (over: Partial<Plan>): Plan => ({
  id: "p",
  code: "p",
  name: "Plan",
  description: "",
  priceMinor: 0,
  currency: "INR",
  billingPeriod: "free",
  durationDays: 0,
  isPro: false,
  features: [],
  ...over,
});

const plans: Plan[] = [
  plan({ id: "1", code: "free", name: "Free", features: ["2 practice tests"] }),
  plan({
    id: "2",
    code: "pro-month",
    name: "PRO Monthly",
    priceMinor: 49_900,
    billingPeriod: "month",
    durationDays: 30,
    isPro: true,
    features: ["Every practice test", "The whole question bank"],
  }),
  plan({
    id: "3",
    code: "pro-year",
    name: "PRO Yearly",
    priceMinor: 299_900,
    billingPeriod: "year",
    durationDays: 365,
    isPro: true,
    features: ["Every practice test"],
  }),
];

const now = Date.parse("2026-01-10T00:00:00Z");
const future = "2026-03-01T00:00:00.000Z";
const past = "2025-12-01T00:00:00.000Z";

describe("planStatusOf", () => {
  it("tells guests, free and PRO students apart by proTill", () => {
    expect(planStatusOf({ token: null, proTill: future }, now)).toBe("guest");
    expect(planStatusOf({ token: "t", proTill: null }, now)).toBe("free");
    expect(planStatusOf({ token: "t", proTill: past }, now)).toBe("free");
    expect(planStatusOf({ token: "t", proTill: future }, now)).toBe("pro");
  });
});

describe("findCurrentPlan", () => {
  it("marks the free plan for a free student", () => {
    expect(findCurrentPlan(plans, "free")?.code).toBe("free");
  });

  it("marks no card for a PRO student or a guest", () => {
    expect(findCurrentPlan(plans, "pro")).toBeNull();
    expect(findCurrentPlan(plans, "guest")).toBeNull();
  });

  it("falls back to a zero-price plan, and to nothing when there is no free plan", () => {
    const trial = plan({ id: "9", code: "trial", billingPeriod: "month", priceMinor: 0 });
    expect(findCurrentPlan([plans[1]!, trial], "free")?.code).toBe("trial");
    expect(findCurrentPlan([plans[1]!, plans[2]!], "free")).toBeNull();
  });
});

describe("pricing page", () => {
  function renderPage(session: { token: string | null; proTill: string | null }) {
    useSession.setState({ ...session, userName: "Asha", expiresAt: session.token ? Date.now() + 3_600_000 : null });
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData(["plans"], plans);
    render(
      <QueryClientProvider client={client}>
        <Pricing />
      </QueryClientProvider>,
    );
  }
  const card = (name: string) => screen.getByRole("article", { name });

  beforeEach(() => useDialog.getState().close());
  afterEach(cleanup);

  it("shows every plan with its features and a Get PRO action on PRO plans only", () => {
    renderPage({ token: "t", proTill: null });
    expect(within(card("PRO Monthly")).getByText("The whole question bank")).toBeTruthy();
    expect(within(card("PRO Monthly")).getByRole("button", { name: "Get PRO" })).toBeTruthy();
    expect(within(card("PRO Yearly")).getByRole("button", { name: "Get PRO" })).toBeTruthy();
    expect(within(card("Free")).queryByRole("button", { name: "Get PRO" })).toBeNull();
  });

  it("marks the free card 'Your plan' for a free student and moves Get PRO to the code field", () => {
    renderPage({ token: "t", proTill: past });
    expect(within(card("Free")).getByText("Your plan")).toBeTruthy();
    expect(card("Free").getAttribute("aria-current")).toBe("true");
    expect(screen.getAllByText("Your plan")).toHaveLength(1);
    expect(screen.queryByRole("heading", { name: /^PRO until/ })).toBeNull();
    fireEvent.click(within(card("PRO Yearly")).getByRole("button", { name: "Get PRO" }));
    return waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("PRO code")));
  });

  it("shows 'PRO until <date>' to a PRO student and marks no card", () => {
    const proTill = new Date(Date.now() + 20 * 86_400_000).toISOString();
    renderPage({ token: "t", proTill });
    expect(screen.getByRole("heading", { name: `PRO until ${formatDate(proTill)}` })).toBeTruthy();
    expect(screen.queryByText("Your plan")).toBeNull();
    expect(screen.getByLabelText("PRO code")).toBeTruthy();
  });

  it("shows guests the plans and a prompt to log in instead of the form", async () => {
    renderPage({ token: null, proTill: null });
    expect(screen.queryByText("Your plan")).toBeNull();
    expect(screen.queryByLabelText("PRO code")).toBeNull();
    const region = screen.getByRole("region", { name: "Have a PRO code?" });
    const logIn = within(region).getByRole("button", { name: "Log in" });
    fireEvent.click(within(card("PRO Monthly")).getByRole("button", { name: "Get PRO" }));
    await waitFor(() => expect(document.activeElement).toBe(logIn));
    fireEvent.click(logIn);
    expect(useDialog.getState().type).toBe("signIn");
  });
});
