import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/test-server.js";
import { DRAINED_BODY_LIMIT_BYTES } from "./errors.js";

/** A raw connection that collects what the server sends and says when it is closed. */
function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  let closed = false;
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("utf8")));
  socket.on("error", () => undefined);
  socket.on("close", () => (closed = true));
  const until = async (what: () => boolean) => {
    for (let waited = 0; !what() && waited < 5_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
  };
  return {
    socket,
    received: () => received,
    closed: () => closed,
    until,
    write: (data: string) => new Promise<void>((resolve) => socket.write(data, () => resolve())),
  };
}

const signup = (length: number) =>
  `POST /api/auth/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe("a body over the limit", () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startTestServer("pglite");
    port = Number(new URL(server.baseUrl).port);
  });
  afterAll(async () => {
    await server.close();
  });

  it("is answered 413 while the client still sends it, and the rest is read, not reset", async () => {
    const size = 600 * 1024;
    const client = connect(port);
    await client.write(signup(size) + "x".repeat(16 * 1024));
    await client.until(() => client.received().includes("\r\n\r\n{"));
    expect(client.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(client.received()).toContain('"title":"Payload Too Large"');
    // Still sending after the answer: a closed socket would reset the connection here.
    await client.write("x".repeat(size - 16 * 1024));
    await client.write("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
    await client.until(() => /HTTP\/1\.1 200 /.test(client.received()));
    expect(client.received()).toMatch(/HTTP\/1\.1 200 /);
    expect(client.closed()).toBe(false);
    client.socket.destroy();
  });

  it("declared beyond what is worth reading, is answered 413 and the connection closes", async () => {
    const client = connect(port);
    await client.write(signup(DRAINED_BODY_LIMIT_BYTES + 1) + "x".repeat(1024));
    await client.until(() => client.closed());
    expect(client.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(client.received().toLowerCase()).toContain("connection: close");
    expect(client.closed()).toBe(true);
  });
});
