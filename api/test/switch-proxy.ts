import { createServer, type Socket, connect as tcpConnect } from 'node:net';

/**
 * A TCP front for two API processes, as a load balancer is: clients keep one
 * address, and `target` says where new connections go. Switching it and
 * closing the old process's connections is what a client sees when its
 * process dies and the balancer sends it to the other.
 */
export async function switchProxy(initialPort: number) {
  let target = initialPort;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = tcpConnect(target, '127.0.0.1');
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    /** New connections go to `port` from now on; the open ones are cut. */
    switchTo(port: number) {
      target = port;
      for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
