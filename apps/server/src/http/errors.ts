import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiErrorBody, FieldError } from "@sat/core";
import { setSecurityHeaders } from "./security-headers.js";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from "./database-unavailable.js";

export interface AppErrorOptions {
  errors?: FieldError[];
  retryAfterSeconds?: number;
  code?: string;
}

/** An expected failure with a message meant for the student. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
  }
}

export const titleOf = (status: number): string => STATUS_CODES[status] ?? "Error";

export function errorBody(
  status: number,
  message: string,
  options: AppErrorOptions = {},
  requestId?: string,
): ApiErrorBody {
  return {
    status,
    title: titleOf(status),
    message,
    ...(options.errors && options.errors.length > 0 ? { errors: options.errors } : {}),
    ...(options.retryAfterSeconds !== undefined ? { retryAfterSeconds: options.retryAfterSeconds } : {}),
    ...(options.code !== undefined ? { code: options.code } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

/** Fastify's own client errors, worded for a person. */
function messageForFrameworkError(error: FastifyError, status: number): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is not valid JSON.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Only application/json request bodies are accepted.";
    default:
      if (error instanceof SyntaxError) return "The request body is not valid JSON.";
      return status === 404 ? "Not found." : "The request could not be processed.";
  }
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.options.retryAfterSeconds !== undefined) {
        void reply.header("retry-after", String(error.options.retryAfterSeconds));
      }
      return reply.status(error.status).send(errorBody(error.status, error.message, error.options, request.id));
    }
    const status =
      typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500 && isDatabaseUnavailable(error)) {
      // An outage, not a bug: clients keep their work and retry (the runner's outbox does).
      request.log.warn({ err: error }, "database unavailable");
      const options = { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
      void reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE, options, request.id));
    }
    if (status === 500) {
      request.log.error({ err: error }, "unhandled error");
      return reply
        .status(500)
        .send(errorBody(500, "Something went wrong on our side. Please try again.", {}, request.id));
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") keepReadingTheBody(request, reply);
    return reply.status(status).send(errorBody(status, messageForFrameworkError(error, status), {}, request.id));
  });
}

/** The most of a too-large body that is read and dropped so that its 413 arrives (see below). */
export const DRAINED_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * A 413 is answered before the body has arrived, and Fastify closes the connection with it. Closing
 * a socket with unread data makes the kernel reset the connection, and a client (or a balancer in
 * front) that is still sending then loses the answer and sees "connection reset" instead. So a body
 * of up to DRAINED_BODY_LIMIT_BYTES is read to its end and dropped (Node does that for a response
 * that keeps its connection), and the client reads the 413; a larger one still closes at once.
 */
function keepReadingTheBody(request: FastifyRequest, reply: FastifyReply): void {
  const declared = Number(request.headers["content-length"]);
  if (!request.raw.complete && Number.isFinite(declared) && declared <= DRAINED_BODY_LIMIT_BYTES)
    reply.removeHeader("connection");
}

/**
 * Fastify answers a URL it cannot decode (such as /api/%zz) before any hook or error handler runs;
 * this gives that answer the same error shape and headers as every other failure.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === "FST_ERR_BAD_URL" ? 400 : 500;
  const message =
    status === 400 ? "The address of the request is not valid." : "Something went wrong on our side. Please try again.";
  if (status === 500) request.log.error({ err: error }, "framework error");
  setSecurityHeaders(request, reply);
  void reply.status(status).send(errorBody(status, message, {}, request.id));
}

/** Why Node's HTTP parser refused a request, for the few cases a person can act on. */
function clientErrorOf(code: string | undefined): { status: number; message: string; errors?: FieldError[] } {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return { status: 408, message: "The request took too long to arrive." };
  if (code === "HPE_HEADER_OVERFLOW") return { status: 431, message: "The request's headers are too large." };
  if (code === "HPE_INVALID_HEADER_TOKEN") {
    const message =
      "A request header has a character that is not allowed (such as a NUL or another control character).";
    return { status: 400, message, errors: [{ field: "headers", message }] };
  }
  return { status: 400, message: "The request is not valid HTTP." };
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a control character in a header,
 * headers too large, a malformed request line) get the same error shape as every other failure.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    const { status, message, errors } = clientErrorOf(error.code);
    const body = JSON.stringify(errorBody(status, message, errors ? { errors } : {}));
    socket.write(
      `HTTP/1.1 ${status} ${titleOf(status)}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
