import net from "node:net";

/**
 * Sends `text` as it is over a new TCP connection and reads the answer until the server closes it:
 * for requests fetch refuses to send (a control character in a header, a malformed request line).
 */
export function rawRequest(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(Buffer.from(text, "latin1")));
    let data = "";
    socket.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = data.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), body });
    });
  });
}
