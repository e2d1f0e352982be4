import { emptyQuerySchema, messageResponseSchema } from "../schemas/auth.js";
import { signupRequestSchema } from "../schemas/signup.js";
import { endpoint } from "./endpoint.js";
import { signupRoute } from "./signup-routes.js";

export const signup = endpoint({
  ...signupRoute,
  summary: "Create a student account",
  tag: "auth",
  query: emptyQuerySchema,
  body: signupRequestSchema,
  response: messageResponseSchema,
  successStatus: 201,
  errors: [400, 409, 413],
});
