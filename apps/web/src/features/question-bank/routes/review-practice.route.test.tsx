import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { reviewQueueRoute, reviewCheckRoute } from "@sat/core/contract/review-routes";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { EndpointRoute, ReviewQuestion, ReviewQueue } from "@sat/core";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callApi } from "../../../lib/api-client";
import { useSession } from "../../../stores/session-store";
import { Component as ReviewRoute } from "./review-practice.route";

vi.mock("../../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callApi: vi.fn(),
}));

const mockedCallApi = vi.mocked(callApi);

const mcq: ReviewQuestion = {
  qId: "q1",
  difficulty: "M",
  questionType: "mcq",
  description: "",
  processedQuestion: "If $2x = 6$, what is $x$?",
  answers: [
    { answerOption: "Option A", answerPlaceHolder: "2" },
    { answerOption: "Option B", answerPlaceHolder: "3" },
  ],
  skill: "Linear equations in one variable",
  domainName: "Algebra",
  origin: "Practice Test 1 · Math · Module 2 · Question 5",
  rightInRow: 1,
};
const spr: ReviewQuestion = {
  ...mcq,
  qId: "q2",
  questionType: "spr",
  answers: [],
  processedQuestion: "What is $3/4$ as a decimal?",
  skill: "Percentages",
  domainName: "Problem-Solving and Data Analysis",
  origin: "Question bank",
  rightInRow: 0,
};

/** A fake server: the queue, and a check that masters q1 and sends q2 back on 14 July. */
function serve(queue: ReviewQueue) {
  const sent: { endpoint: EndpointRoute; body?: unknown }[] = [];
  mockedCallApi.mockImplementation((endpoint: EndpointRoute, input: { body?: unknown } = {}) => {
    sent.push({ endpoint, body: input.body });
    if (endpoint === reviewQueueRoute) return Promise.resolve({ data: queue });
    if (endpoint === reviewCheckRoute) {
      const body = input.body as { qId: string };
      return Promise.resolve({
        data:
          body.qId === "q1"
            ? { isCorrect: true, status: "mastered", rightInRow: 2, nextDueAt: null }
            : { isCorrect: false, status: "active", rightInRow: 0, nextDueAt: "2026-07-14T12:00:00.000Z" },
      });
    }
    return Promise.reject(new Error(`unexpected call ${endpoint.path}`));
  });
  return sent;
}

function renderReview() {
  const router = createMemoryRouter(
    [
      { path: "/categories", element: <h1>Categories page</h1> },
      { path: "/categories/review", element: <ReviewRoute /> },
    ],
    { initialEntries: ["/categories/review"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => useSession.setState({ token: "token" }));
afterEach(() => {
  cleanup();
  mockedCallApi.mockReset();
});

describe("review mistakes", () => {
  it("checks each due question once, shows its schedule, and sums up at the end", async () => {
    const sent = serve({ counts: { due: 2, active: 4, mastered: 1 }, questions: [mcq, spr] });
    renderReview();

    expect(await screen.findByRole("heading", { name: "Question 1 of 2" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Review mistakes", level: 1 })).toBeTruthy();
    expect(screen.getByText("Practice Test 1 · Math · Module 2 · Question 5")).toBeTruthy();
    expect(screen.getByText("Linear equations in one variable")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByRole("alert").textContent).toBe("Please select an option");
    fireEvent.click(screen.getByRole("radio", { name: /^B:/ }));
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Correct. Mastered — it leaves your review queue")).toBeTruthy();
    expect(screen.getByText("Correct")).toBeTruthy();
    expect(screen.getByRole("radio", { name: /^A:/ }).matches(":disabled")).toBe(true);
    expect(screen.queryByRole("button", { name: "Check Again" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Question 2 of 2" })).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText("Your Answer.."), { target: { value: " 0.7 " } });
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText(/^Not this time\. Comes back on/)).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(/^Your answer is not right\. Comes back on/);
    expect(sent.filter((c) => c.endpoint === reviewCheckRoute).map((c) => c.body)).toEqual([
      { qId: "q1", userOption: "Option B", userAnswer: "" },
      { qId: "q2", userOption: "", userAnswer: "0.7" },
    ]);

    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByRole("heading", { name: "Question 1 of 2" })).toBeTruthy();
    expect(screen.getByText("Correct. Mastered — it leaves your review queue")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Finish review" }));
    expect(await screen.findByRole("heading", { name: "Review finished" })).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Back to the question bank" }).getAttribute("href")).toBe("/categories");
    // The list was read once; the summary's counts are read again, fresh.
    expect(sent.filter((c) => c.endpoint === reviewQueueRoute)).toHaveLength(2);
  });

  it("says when nothing is due, with the queue's counts", async () => {
    serve({ counts: { due: 0, active: 3, mastered: 6 }, questions: [] });
    renderReview();
    expect(await screen.findByRole("heading", { name: "Nothing to review right now" })).toBeTruthy();
    expect(screen.getByText("In your queue").nextElementSibling?.textContent).toBe("3");
    expect(screen.getByText("Mastered").nextElementSibling?.textContent).toBe("6");
    expect(screen.getByRole("link", { name: "Back to the question bank" }).getAttribute("href")).toBe("/categories");
  });
});
