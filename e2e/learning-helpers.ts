import { expect, type APIRequestContext } from "@playwright/test";
import { STRONG_PASSWORD } from "./helpers";

interface AttemptState {
  userTestId: string;
  status: string;
  currentModuleName: string;
  questions: { _id: string; questionType: "mcq" | "spr" }[];
}

/**
 * Completes a free test over the HTTP API with the same calls the runner makes (the whole test
 * through the screens is runner-flow.spec.ts): every choice A and every typed answer 1, so some are
 * right and many are missed.
 */
export async function completeTestOverApi(request: APIRequestContext, email: string, testId: string): Promise<void> {
  const login = await request.post("/api/auth/login", { data: { userName: email, password: STRONG_PASSWORD } });
  const token = ((await login.json()) as { token: string }).token;
  const headers = { Authorization: `Bearer ${token}` };
  const read = async <T>(res: Awaited<ReturnType<APIRequestContext["get"]>>) => {
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { data: T }).data;
  };
  let state = await read<AttemptState>(await request.get(`/api/test/starttest?testId=${testId}`, { headers }));
  let seq = 1;
  while (state.status !== "completed") {
    const stage = state.currentModuleName;
    if (state.questions.length > 0)
      await read(
        await request.post("/api/test/savetest", {
          headers,
          data: {
            userTestId: state.userTestId,
            testId,
            answerData: state.questions.map((q) => ({
              qId: q._id,
              userOption: q.questionType === "mcq" ? "Option A" : "",
              userAnswer: q.questionType === "spr" ? "1" : "",
              marked: false,
              eliminated: [],
              timeLeftMs: 60_000,
              seq: seq++,
            })),
            additionalProps: { currentModuleName: stage, count: state.questions.length },
          },
        }),
      );
    if (stage === "mathModule2") {
      await read(await request.put(`/api/test/endtest?userTestId=${state.userTestId}`, { headers }));
      return;
    }
    state = await read<AttemptState>(
      await request.post("/api/test/submitmodule", {
        headers,
        data: { userTestId: state.userTestId, currentModuleName: stage },
      }),
    );
  }
}

/** Submits the Reading and Writing modules and the break over the API, leaving Math module 1 open. */
export async function advanceToMathOverApi(request: APIRequestContext, email: string, testId: string): Promise<void> {
  const login = await request.post("/api/auth/login", { data: { userName: email, password: STRONG_PASSWORD } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const start = await request.get(`/api/test/starttest?testId=${testId}`, { headers });
  let state = ((await start.json()) as { data: AttemptState }).data;
  while (state.currentModuleName !== "mathModule1") {
    const next = await request.post("/api/test/submitmodule", {
      headers,
      data: { userTestId: state.userTestId, currentModuleName: state.currentModuleName },
    });
    expect(next.status()).toBe(200);
    state = ((await next.json()) as { data: AttemptState }).data;
  }
}
