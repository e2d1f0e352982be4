import { emptyQuerySchema, messageResponseSchema } from "../schemas/auth.js";
import { signupRequestSchema } from "../schemas/signup.js";
import { endpoint } from "./endpoint.js";

export const signup = endpoint({
  method: "POST",
  path: "/auth/signup",
  summary: "Create a student account",
  tag: "auth",
  auth: "none",
  query: emptyQuerySchema,
  body: signupRequestSchema,
  response: messageResponseSchema,
  successStatus: 201,
  errors: [400, 409, 413],
});
