import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
/** none: anyone; student: a valid session token; admin: the installation's admin token (x-admin-token). */
export type AuthRequirement = "none" | "student" | "admin";

export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends AuthRequirement = AuthRequirement,
> {
  method: HttpMethod;
  /** Path below /api, as written in the specification. */
  path: string;
  summary: string;
  tag: string;
  auth: A;
  query: Q;
  body: B;
  response: R;
  /** The status of a success (200 unless said). */
  successStatus?: number;
  /** Failure statuses this endpoint can answer with, for the OpenAPI document. */
  errors: number[];
}

/** What a client needs to call an endpoint, without its schemas (the contract's *-routes.ts modules). */
export type EndpointRoute<E extends Endpoint = Endpoint> = Pick<E, "method" | "path" | "auth">;

/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  Q extends z.ZodType,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
  A extends AuthRequirement,
>(e: Endpoint<Q, B, R, A>): Endpoint<Q, B, R, A> {
  return e;
}
