import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/test-server.js";

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that keeps the bytes as sent (fetch would decode them and hide the encoding). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const decode = (res: RawResponse): string => {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(res.body).toString("utf8");
  return res.body.toString("utf8");
};

describe("compression", () => {
  let server: TestServer;
  let webDistDir: string;
  // Big enough to be worth compressing, and compressible.
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${String(i)}`))};\n`;

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), "sat-web-"));
    writeFileSync(path.join(webDistDir, "index.html"), "<!doctype html><title>S A T</title><div id=root></div>");
    mkdirSync(path.join(webDistDir, "assets"));
    writeFileSync(path.join(webDistDir, "assets", "index-3f9a.js"), script);
    // The build's own step writes the compressed copies.
    const { precompressDir } = (await import(path.resolve(__dirname, "../../../../scripts/precompress.mjs"))) as {
      precompressDir: (dir: string) => number;
    };
    expect(precompressDir(webDistDir)).toBe(1);
    server = await startTestServer("pglite", { webDistDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it.each(["br", "gzip"])("sends a hashed script precompressed as %s, cached for a year", async (encoding) => {
    const res = await rawGet(`${server.baseUrl}/assets/index-3f9a.js`, { "accept-encoding": `${encoding}` });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body.length).toBeLessThan(script.length / 2);
    expect(decode(res)).toBe(script);
  });

  it("prefers Brotli when both are accepted, and sends the plain file without an Accept-Encoding", async () => {
    const both = await rawGet(`${server.baseUrl}/assets/index-3f9a.js`, { "accept-encoding": "gzip, deflate, br" });
    expect(both.headers["content-encoding"]).toBe("br");
    const plain = await rawGet(`${server.baseUrl}/assets/index-3f9a.js`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(script);
  });

  it.each(["br", "gzip"])("compresses a large JSON answer as %s on the fly", async (encoding) => {
    const plain = await rawGet(`${server.baseUrl}/api/docs`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);
    const res = await rawGet(`${server.baseUrl}/api/docs`, { "accept-encoding": encoding });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decode(res))).toEqual(JSON.parse(plain.body.toString("utf8")));
  });

  it("leaves a small JSON answer as it is", async () => {
    const res = await rawGet(`${server.baseUrl}/api/health`, { "accept-encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.length).toBeLessThan(1024);
  });

  it.each(["br;q=abc, ***", "\u00ff\u00fe", "identity;q=0, *;q=0", "compress"])(
    "answers the plain response to the Accept-Encoding %j, never an error",
    async (header) => {
      const res = await rawGet(`${server.baseUrl}/api/docs`, { "accept-encoding": header });
      expect(res.status).toBe(200);
      expect(["identity", undefined]).toContain(res.headers["content-encoding"]);
      expect(() => JSON.parse(res.body.toString("utf8")) as unknown).not.toThrow();
      const asset = await rawGet(`${server.baseUrl}/assets/index-3f9a.js`, { "accept-encoding": header });
      expect(asset.status).toBe(200);
      expect(asset.body.toString("utf8")).toBe(script);
    },
  );

  it("answers 404, not the app shell, for a file under /assets that does not exist", async () => {
    const res = await rawGet(`${server.baseUrl}/assets/index-0000.js`, { accept: "*/*" });
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(res.body.toString("utf8"))).toMatchObject({ status: 404, message: "Not found." });
  });
});
