import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  questionBankRoute,
  checkBankAnswerRoute,
  saveQuestionBankRoute,
} from "@sat/core/contract/question-bank-routes";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { BankPractice, EndpointRoute } from "@sat/core";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, callApi } from "../../../lib/api-client";
import { useSession } from "../../../stores/session-store";
import { Component as BankPracticeRoute } from "./bank-practice.route";

vi.mock("../../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callApi: vi.fn(),
}));

const mockedCallApi = vi.mocked(callApi);

const practice = (over: Partial<BankPractice> = {}): BankPractice => ({
  questionBankId: "linear-equations",
  name: "Linear equations in one variable",
  sectionType: "MATHEMATICS",
  questionContentType: "Algebra",
  userQuestionBankId: "ub-1",
  filter: { difficulty: null, onlyWrong: false },
  userTestState: { userQuestionBankId: "ub-1", currentQId: -1, isCompleted: false },
  lockedCount: 0,
  questions: {
    questionBankList: [
      {
        qId: "q1",
        difficulty: "E",
        questionType: "mcq",
        description: "",
        processedQuestion: "If $2x = 6$, what is $x$?",
        answers: [
          { answerOption: "Option A", answerPlaceHolder: "2" },
          { answerOption: "Option B", answerPlaceHolder: "3" },
          { answerOption: "Option C", answerPlaceHolder: "4" },
          { answerOption: "Option D", answerPlaceHolder: "6" },
        ],
        lastResult: null,
      },
      {
        qId: "q2",
        difficulty: "M",
        questionType: "spr",
        description: "student produced response directions",
        processedQuestion: "What is $3/4$ as a decimal?",
        answers: [],
        lastResult: "wrong",
      },
    ],
  },
  ...over,
});

interface Calls {
  practice: BankPractice | ApiError;
  correct: Record<string, string>;
}

/** A fake server: answers every endpoint the screen uses and records what was sent. */
function serve(calls: Calls) {
  const sent: { endpoint: EndpointRoute; query?: unknown; body?: unknown }[] = [];
  mockedCallApi.mockImplementation((endpoint: EndpointRoute, input: { query?: unknown; body?: unknown } = {}) => {
    sent.push({ endpoint, query: input.query, body: input.body });
    if (endpoint === questionBankRoute) {
      return calls.practice instanceof ApiError
        ? Promise.reject(calls.practice)
        : Promise.resolve({ data: { testData: calls.practice } });
    }
    if (endpoint === checkBankAnswerRoute) {
      const body = input.body as { qId: string; userOption: string; userAnswer: string };
      const given = body.userOption || body.userAnswer;
      return Promise.resolve({ data: { isCorrect: calls.correct[body.qId] === given } });
    }
    if (endpoint === saveQuestionBankRoute) {
      return Promise.resolve({
        data: { message: "Saved", userTestState: { userQuestionBankId: "ub-1", currentQId: 0, isCompleted: false } },
      });
    }
    return Promise.reject(new Error(`unexpected call ${endpoint.path}`));
  });
  return sent;
}

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/categories", element: <h1>Categories page</h1> },
      { path: "/categories/:bankId", element: <BankPracticeRoute /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => useSession.setState({ token: "token" }));
afterEach(() => {
  cleanup();
  mockedCallApi.mockReset();
});

describe("question bank practice", () => {
  it("asks for an answer, checks it, and moves on only after a right one", async () => {
    const sent = serve({ practice: practice(), correct: { q1: "Option B", q2: "0.75" } });
    renderAt("/categories/linear-equations?difficulty=E&onlyWrong=true");

    expect(await screen.findByRole("heading", { name: "Question 1 of 2" })).toBeTruthy();
    expect(sent[0]?.query).toEqual({ questionBankId: "linear-equations", difficulty: "E", onlyWrong: "true" });
    expect(screen.getByRole("heading", { name: "Question Bank", level: 1 })).toBeTruthy();
    expect(screen.getByText("Algebra")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByRole("alert").textContent).toBe("Please select an option");

    fireEvent.click(screen.getByRole("radio", { name: /^A:/ }));
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByRole("button", { name: "Check Again" })).toBeTruthy();
    expect(screen.getByText("Incorrect")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(/not right/);

    fireEvent.click(screen.getByRole("radio", { name: /^B:/ }));
    expect(screen.getByRole("button", { name: "Check" })).toBeTruthy();
    expect(screen.queryByText("Incorrect")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByRole("button", { name: "Next" })).toBeTruthy();
    expect(screen.getByText("Correct")).toBeTruthy();
    expect(sent.filter((c) => c.endpoint === checkBankAnswerRoute).map((c) => c.body)).toEqual([
      { userQuestionBankId: "ub-1", qId: "q1", userOption: "Option A", userAnswer: "" },
      { userQuestionBankId: "ub-1", qId: "q1", userOption: "Option B", userAnswer: "" },
    ]);

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Question 2 of 2" })).toBeTruthy();
    const box = screen.getByPlaceholderText("Your Answer..");
    fireEvent.change(box, { target: { value: "75%" } });
    expect(screen.getByText(/Leave out the % sign/)).toBeTruthy();
    fireEvent.change(box, { target: { value: " 0.75 " } });
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByRole("button", { name: "Next" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Categories page" })).toBeTruthy();
    expect(sent.at(-1)?.body).toEqual({ userQuestionBankId: "ub-1", currentQId: 2, isTestCompleted: true });
  });

  it("resumes at the saved question and saves the next one after a right answer", async () => {
    const sent = serve({
      practice: practice({ userTestState: { userQuestionBankId: "ub-1", currentQId: 1, isCompleted: false } }),
      correct: { q2: "12" },
    });
    const router = renderAt("/categories/linear-equations");
    expect(await screen.findByRole("heading", { name: "Question 2 of 2" })).toBeTruthy();
    expect(sent[0]?.query).toEqual({ questionBankId: "linear-equations", onlyWrong: "false" });
    fireEvent.change(screen.getByPlaceholderText("Your Answer.."), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByRole("button", { name: "Next" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save & Exit" }));
    expect(await screen.findByRole("heading", { name: "Categories page" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/categories");
    expect(sent.at(-1)?.body).toEqual({ userQuestionBankId: "ub-1", currentQId: 2, isTestCompleted: false });
  });

  it("shows PRO questions as a note and an empty practice as a friendly state", async () => {
    serve({
      practice: practice({
        filter: { difficulty: null, onlyWrong: true },
        lockedCount: 4,
        questions: { questionBankList: [] },
      }),
      correct: {},
    });
    renderAt("/categories/linear-equations?onlyWrong=true");
    expect(await screen.findByRole("heading", { name: "Nothing to practise" })).toBeTruthy();
    expect(screen.getByText(/4 more questions in this bank with PRO/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See PRO plans" }).getAttribute("href")).toBe("/products");
    expect(screen.getByRole("link", { name: "Back to the question bank" }).getAttribute("href")).toBe("/categories");
  });

  it("says when a bank does not exist", async () => {
    serve({
      practice: new ApiError({ status: 404, title: "Not Found", message: "No such question bank" }),
      correct: {},
    });
    renderAt("/categories/nope");
    expect(await screen.findByRole("heading", { name: "Question bank not found" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toMatch(/could not be found/);
  });

  it("offers to try again when the server cannot be reached", async () => {
    serve({
      practice: new ApiError({ status: 0, title: "Network Error", message: "The server cannot be reached." }),
      correct: {},
    });
    renderAt("/categories/linear-equations");
    expect(await screen.findByRole("heading", { name: "The question bank could not be loaded" })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Try again" }));
      await Promise.resolve();
    });
    expect(mockedCallApi).toHaveBeenCalledTimes(2);
  });
});
