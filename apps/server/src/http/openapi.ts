import { z } from "zod";
import { api, apiErrorSchema, type Endpoint } from "@sat/core";
import { API_PREFIX } from "./route.js";
import { titleOf } from "./errors.js";

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: "any" });

function queryParameters(schema: z.ZodType): JsonSchema[] {
  const json = toSchema(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: property,
  }));
}

function operation(endpoint: Endpoint): JsonSchema {
  const responses: Record<string, JsonSchema> = {
    [String(endpoint.successStatus ?? 200)]: {
      description: "Success",
      content: { "application/json": { schema: toSchema(endpoint.response, "output") } },
    },
  };
  const failures = new Set([...endpoint.errors, ...(endpoint.auth === "none" ? [] : [401])]);
  for (const status of [...failures].sort()) {
    responses[String(status)] = {
      description: titleOf(status),
      content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
    };
  }
  return {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.auth === "student" ? { security: [{ bearer: [] }] } : {}),
    ...(endpoint.auth === "admin" ? { security: [{ adminToken: [] }] } : {}),
    parameters: queryParameters(endpoint.query),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: toSchema(endpoint.body, "input") } },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI document, generated from the same zod schemas that validate every request. */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of Object.values(api) as Endpoint[]) {
    const path = API_PREFIX + endpoint.path;
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "SAT Practice API",
      version: "1.0.0",
      description:
        "Every success answers JSON; every failure answers the ApiError shape. Send Authorization: Bearer <token> where security is listed.",
    },
    paths,
    components: {
      schemas: { ApiError: toSchema(apiErrorSchema, "output") },
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        adminToken: { type: "apiKey", in: "header", name: "x-admin-token" },
      },
    },
  };
}
