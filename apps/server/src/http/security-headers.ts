import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * No inline script anywhere; inline styles are allowed because KaTeX positions glyphs with style
 * attributes. The graphing calculator is built in (no third-party script or frame).
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Also called directly for the replies Fastify makes outside the hooks (a malformed URL). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header("content-security-policy", CONTENT_SECURITY_POLICY);
  reply.header("x-content-type-options", "nosniff");
  reply.header("x-frame-options", "DENY");
  reply.header("referrer-policy", "strict-origin-when-cross-origin");
  reply.header("cross-origin-opener-policy", "same-origin-allow-popups");
  reply.header("permissions-policy", "camera=(), microphone=(), geolocation=()");
  reply.header("x-request-id", request.id);
  if (request.url.startsWith("/api")) reply.header("cache-control", "no-store");
}

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    setSecurityHeaders(request, reply);
    return payload;
  });
}
