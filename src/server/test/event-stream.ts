import http from "node:http";
import { expect } from "vitest";

export interface OpenStream {
  events: { event: string; data: unknown }[];
  comments: string[];
  status: number;
  /** The server ended the stream (or the connection closed). */
  ended: boolean;
  /** The body of a refused request (not a stream). */
  body: string;
  close(): void;
}

/** Opens a real server-sent events stream (inject() cannot: the response never ends). */
export function openEventStream(baseUrl: string, path: string, cookie?: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} }, (response) => {
      const stream: OpenStream = {
        events: [],
        comments: [],
        status: response.statusCode ?? 0,
        ended: false,
        body: "",
        close: () => request.destroy(),
      };
      let buffer = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        if (stream.status !== 200) stream.body += chunk;
        buffer += chunk;
        let split = buffer.indexOf("\n\n");
        while (split >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          let event = "message";
          let data = "";
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) stream.comments.push(line.slice(1).trim());
            else if (line.startsWith("event: ")) event = line.slice(7);
            else if (line.startsWith("data: ")) data += line.slice(6);
          }
          if (data) stream.events.push({ event, data: JSON.parse(data) });
          split = buffer.indexOf("\n\n");
        }
      });
      response.on("end", () => {
        stream.ended = true;
      });
      response.on("close", () => {
        stream.ended = true;
      });
      response.on("error", () => {});
      resolve(stream);
    });
    request.on("error", reject);
  });
}

/** openEventStream, once the server has said "connected" on it (when it accepted the stream: status 200). */
export async function openConnectedEventStream(baseUrl: string, path: string, cookie?: string) {
  const stream = await openEventStream(baseUrl, path, cookie);
  if (stream.status === 200) await expect.poll(() => stream.comments).toContain("connected");
  return stream;
}
