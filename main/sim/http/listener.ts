/**
 * An HTTP listener on 127.0.0.1 that can be switched off (new connections are
 * refused, open sockets destroyed) and back on at the same port.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export const HOST = '127.0.0.1';

export interface Listener {
  readonly port: number;
  readonly isUp: boolean;
  up(): Promise<void>;
  /** Stops listening and destroys every open socket but `spare`, which closes after its answer. */
  down(spare?: Socket): void;
  close(): Promise<void>;
}

export async function openListener(
  port: number,
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<Listener> {
  const server: Server = createServer({ keepAlive: true }, handle);
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  const listen = (at: number): Promise<void> =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });

  await listen(port);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the listener has no TCP address');
  const boundPort = address.port;

  const down = (spare?: Socket): void => {
    if (server.listening) server.close();
    for (const socket of sockets) if (socket !== spare) socket.destroy();
  };

  return {
    port: boundPort,
    get isUp() {
      return server.listening;
    },
    up: () => (server.listening ? Promise.resolve() : listen(boundPort)),
    down,
    close: async () => {
      const closed = server.listening
        ? new Promise<void>((resolve) => server.close(() => resolve()))
        : Promise.resolve();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
