import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { reviewQueueRoute } from "@sat/core/contract/review-routes";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { EndpointRoute, QuestionBankSummary } from "@sat/core";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callApi } from "../../../lib/api-client";
import { useSession } from "../../../stores/session-store";
import { Component as CategoriesRoute } from "./categories.route";

vi.mock("../../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callApi: vi.fn(),
}));

const bank = (over: Partial<QuestionBankSummary>): QuestionBankSummary => ({
  questionBankId: "words-in-context",
  name: "Words in Context",
  sectionType: "READING_AND_WRITING",
  domain: "craft-and-structure",
  domainName: "Craft and Structure",
  totalQuestions: 9,
  difficultyCounts: { E: 3, M: 3, H: 3 },
  availableQuestions: 3,
  answeredCount: 2,
  correctCount: 1,
  wrongCount: 1,
  firstAttempts: { questions: 0, correct: 0, accuracyPercent: null },
  retries: { checks: 0, correct: 0 },
  mastery: { questions: 0, correct: 0, accuracyPercent: null, trend: null },
  userTestState: { userQuestionBankId: "u1", currentQId: 2, isCompleted: false },
  ...over,
});

const banks = [
  bank({}),
  bank({
    questionBankId: "circles",
    name: "Circles",
    sectionType: "MATHEMATICS",
    domain: "geometry",
    domainName: "Geometry and Trigonometry",
    totalQuestions: 4,
    difficultyCounts: { E: 0, M: 2, H: 2 },
    availableQuestions: 4,
    answeredCount: 4,
    correctCount: 4,
    wrongCount: 0,
    firstAttempts: { questions: 4, correct: 3, accuracyPercent: 75 },
    retries: { checks: 2, correct: 1 },
    mastery: { questions: 12, correct: 8, accuracyPercent: 67, trend: "down" },
    userTestState: { userQuestionBankId: "u2", currentQId: 4, isCompleted: true },
  }),
];

function renderAt(url: string) {
  vi.mocked(callApi).mockImplementation((endpoint: EndpointRoute) =>
    Promise.resolve(
      endpoint === reviewQueueRoute
        ? { data: { counts: { due: 3, active: 5, mastered: 2 }, questions: [] } }
        : { data: { isQuestionBanksEnabled: true, testData: banks } },
    ),
  );
  const router = createMemoryRouter([{ path: "/categories", element: <CategoriesRoute /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const row = (name: string) => screen.getAllByRole("listitem").find((li) => li.textContent?.includes(name))!;

beforeEach(() => useSession.setState({ token: "token" }));
afterEach(() => {
  cleanup();
  vi.mocked(callApi).mockReset();
});

describe("question bank categories", () => {
  it("shows progress, the resume point and what a free student may open", async () => {
    renderAt("/categories");
    await screen.findByRole("region", { name: /Reading and Writing/ });
    const words = row("Words in Context");
    expect(words.textContent).toContain("9 questions");
    expect(words.textContent).toContain("2 of 9 answered · 1 correct");
    expect(words.textContent).toContain("Resume at question 3");
    expect(words.textContent).toContain("3 free of 9 · PRO unlocks all");
    expect(
      within(words)
        .getByRole("link", { name: /PRO unlocks all/ })
        .getAttribute("href"),
    ).toBe("/products");
    expect(within(words).getByRole("link", { name: "Words in Context" }).getAttribute("href")).toBe(
      "/categories/words-in-context",
    );
    expect(row("Circles").textContent).toContain("Completed");
  });

  it("filters counts and links by difficulty and wrong answers", async () => {
    const router = renderAt("/categories");
    await screen.findByRole("region", { name: /^Math/ });
    fireEvent.click(screen.getByRole("radio", { name: "Easy" }));
    expect(router.state.location.search).toBe("?difficulty=E");
    expect(row("Words in Context").textContent).toContain("3 easy questions");
    expect(within(row("Words in Context")).getByRole("link", { name: "Words in Context" }).getAttribute("href")).toBe(
      "/categories/words-in-context?difficulty=E",
    );
    expect(within(row("Circles")).queryByRole("link", { name: "Circles" })).toBeNull();

    fireEvent.click(screen.getByRole("checkbox", { name: "Only questions I got wrong" }));
    expect(router.state.location.search).toBe("?difficulty=E&onlyWrong=true");
    expect(within(row("Words in Context")).getByRole("link", { name: "Words in Context" }).getAttribute("href")).toBe(
      "/categories/words-in-context?difficulty=E&onlyWrong=true",
    );

    fireEvent.click(screen.getByRole("radio", { name: "All" }));
    expect(row("Words in Context").textContent).toContain("1 question to retry");
    expect(row("Circles").textContent).toContain("0 questions to retry");
    expect(within(row("Circles")).queryByRole("link", { name: "Circles" })).toBeNull();
  });

  it("reads the filter from the URL", async () => {
    renderAt("/categories?difficulty=H");
    await screen.findByRole("region", { name: /^Math/ });
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Hard" }).checked).toBe(true);
    expect(row("Circles").textContent).toContain("2 hard questions");
  });

  it("leads to the review with the number due", async () => {
    renderAt("/categories");
    const review = await screen.findByRole("region", { name: /Review mistakes/ });
    await within(review).findByText("3 questions due");
    expect(review.textContent).toContain("5 in your queue · 2 mastered");
    expect(within(review).getByRole("link", { name: "Start review" }).getAttribute("href")).toBe("/categories/review");
  });

  it("shows first-try accuracy, retries and mastery as the server counts them", async () => {
    renderAt("/categories");
    await screen.findByRole("region", { name: /^Math/ });
    const circles = row("Circles");
    expect(circles.textContent).toContain("First try: 75% of 4");
    expect(circles.textContent).toContain("Retries: 1 of 2 right");
    expect(within(circles).getByText("Mastery 67% over 12 answers, going down")).toBeTruthy();
    const words = row("Words in Context");
    expect(words.textContent).not.toContain("First try");
    expect(words.textContent).not.toContain("Mastery");
  });
});
