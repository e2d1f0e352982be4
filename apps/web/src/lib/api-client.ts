import type { ApiErrorBody, Endpoint, EndpointRoute } from "@sat/core";
import { isApiErrorBody } from "@sat/core";
import type { z } from "zod";
import { UNAUTHORISED, useLoader } from "../stores/loader-store";
import { reloadSessionFromStorage, useSession } from "../stores/session-store";
import { storage } from "./storage";

export class ApiError extends Error {
  constructor(readonly body: ApiErrorBody) {
    super(body.message);
  }
  get status(): number {
    return this.body.status;
  }
  /** Spec section 4: any failure but a 401 reads '{status}:{title}'. */
  get display(): string {
    return `${this.body.status}:${this.body.title}`;
  }
  fieldErrors(): Record<string, string> {
    return Object.fromEntries((this.body.errors ?? []).map((e) => [e.field, e.message]));
  }
}

type Input<E extends Endpoint> = {
  query?: z.input<E["query"]>;
  body?: E["body"] extends z.ZodType ? z.input<E["body"]> : never;
  signal?: AbortSignal;
  /** Background calls (autosave, heartbeat) do not flash the loading bar. */
  quiet?: boolean;
};

/**
 * A 401 on a call that needs a session means the session is gone: the spec's 'Un Authorised'
 * error, local storage cleared. Logging in is the exception: its 401 means a wrong password, and so
 * does a 401 with field errors (the current password asked for on the account page).
 */
function handleUnauthorised(): void {
  storage.clearAll();
  reloadSessionFromStorage();
  useLoader.getState().fail(UNAUTHORISED);
}

function networkError(): ApiError {
  return new ApiError({
    status: 0,
    title: "Network Error",
    message: "The server cannot be reached. Check your connection and try again.",
  });
}

/**
 * Calls an endpoint by its zod-free route; E, the contract's endpoint (`import type`), types the
 * call. The response is not parsed again: the server sends only what passed the same response
 * schema (defineRoute), and evaluating zod cost the pages a long task at start (decision 011).
 */
export async function callApi<E extends Endpoint>(
  endpoint: EndpointRoute<NoInfer<E>>,
  input: Input<E> = {},
): Promise<z.output<E["response"]>> {
  const query = new URLSearchParams(
    Object.entries((input.query ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  ).toString();
  const url = `/api${endpoint.path}${query ? `?${query}` : ""}`;
  const token = useSession.getState().token;
  const headers: Record<string, string> = { Accept: "application/json", "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;

  const loader = useLoader.getState();
  if (!input.quiet) loader.start();
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: endpoint.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        signal: input.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw networkError();
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const body = isApiErrorBody(json)
        ? json
        : { status: response.status, title: response.statusText || "Error", message: "The request failed." };
      // A 401 naming a field is a wrong password typed into a form (account page), not a lost session.
      if (response.status === 401 && endpoint.auth === "student" && !body.errors?.length) handleUnauthorised();
      throw new ApiError(body);
    }
    return json as z.output<E["response"]>;
  } finally {
    if (!input.quiet) loader.finish();
  }
}
