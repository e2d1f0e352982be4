import { emptyQuerySchema } from "../schemas/auth.js";
import { contentImportRequestSchema, contentImportResponseSchema } from "../schemas/admin.js";
import {
  createCodesRequestSchema,
  createCodesResponseSchema,
  grantProRequestSchema,
  proStatusResponseSchema,
  revokeProRequestSchema,
} from "../schemas/pro.js";

import { endpoint } from "./endpoint.js";
import { grantProRoute, revokeProRoute, createCodesRoute, importContentRoute } from "./admin-routes.js";

export const grantPro = endpoint({
  ...grantProRoute,
  summary: "Makes a student PRO for a number of days from now, or from their current end date if later",
  tag: "admin",
  query: emptyQuerySchema,
  body: grantProRequestSchema,
  response: proStatusResponseSchema,
  errors: [400, 401, 404],
});

export const revokePro = endpoint({
  ...revokeProRoute,
  summary: "Ends a student's PRO access now",
  tag: "admin",
  query: emptyQuerySchema,
  body: revokeProRequestSchema,
  response: proStatusResponseSchema,
  errors: [400, 401, 404],
});

export const createCodes = endpoint({
  ...createCodesRoute,
  summary: "Creates redeemable PRO codes",
  tag: "admin",
  query: emptyQuerySchema,
  body: createCodesRequestSchema,
  response: createCodesResponseSchema,
  errors: [400, 401],
});

export const importContent = endpoint({
  ...importContentRoute,
  summary:
    "Checks content packs (the rules of npm run content:check, against what is installed) and imports them; used by npm run content:import",
  tag: "admin",
  query: emptyQuerySchema,
  body: contentImportRequestSchema,
  response: contentImportResponseSchema,
  errors: [400, 401, 413, 422],
});
