import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";

/**
 * A TCP proxy in front of PostgreSQL for fault tests. `down()` drops every connection and refuses
 * new ones (a restart, seen from the client); `freeze()` keeps the connections open but stops
 * carrying bytes either way (a connection that died silently, e.g. forgotten by a NAT); `up()`
 * carries new connections normally again. Not a test file itself.
 */
export function pgProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const frozen = new Set<Socket>();
  let down = false;
  const server: Server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = tcpConnect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
  });
  return {
    listen: () =>
      new Promise<number>((ok) =>
        server.listen(0, "127.0.0.1", () => ok((server.address() as { port: number }).port)),
      ),
    down() {
      down = true;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    freeze() {
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
        frozen.add(socket);
      }
      sockets.clear();
    },
    up() {
      down = false;
    },
    close() {
      for (const socket of [...sockets, ...frozen]) socket.destroy();
      return new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

/** A listening pgProxy in front of the database at `databaseUrl`; `url` reaches the database through it. */
export async function proxyDatabase(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const proxy = pgProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(databaseUrl);
  url.port = String(await proxy.listen());
  return { proxy, url: url.toString() };
}
