/**
 * A tiny HTTP server on 127.0.0.1 for the few cases the simulator cannot act
 * out: a wrong-shaped answer, a stalled body, a request held open until the
 * test cancels it, and counting connections.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubServer {
  readonly url: string;
  /** TCP connections accepted so far. */
  connections(): number;
  /** Resolves when the next request has arrived (headers and body read). */
  nextRequest(): Promise<IncomingMessage>;
  close(): Promise<void>;
}

export async function startStubServer(
  answer: (req: IncomingMessage, res: ServerResponse, body: string) => void,
): Promise<StubServer> {
  let connections = 0;
  const waiting: ((req: IncomingMessage) => void)[] = [];
  const server = createServer({ keepAlive: true }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      waiting.shift()?.(req);
      answer(req, res, Buffer.concat(chunks).toString('utf8'));
    });
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    nextRequest: () => new Promise((resolve) => waiting.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: bound by the OS, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const sendEnvelope = (res: ServerResponse, status: number, data: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ success: status < 300, statusCode: status, message: ['stub'], data }));
};
