/**
 * Who may talk to the browser mode's server: a page from this machine that holds
 * this run's access token. The server listens on 127.0.0.1 only; the Host header
 * must name it (against DNS rebinding) and an Origin, when sent, must be it (against
 * other sites). The token is compared in constant time.
 */
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const newRunToken = (): string => crypto.randomBytes(32).toString('base64url');

const digest = (text: string): Buffer => crypto.createHash('sha256').update(text).digest();

export function tokenMatches(expected: string, offered: string | null | undefined): boolean {
  return offered != null && crypto.timingSafeEqual(digest(expected), digest(offered));
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerOf(request: IncomingMessage): string | null {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export function isLocalRequest(request: IncomingMessage, port: number): boolean {
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (!hosts.includes(request.headers.host ?? '')) return false;
  const origin = request.headers.origin;
  return origin === undefined || hosts.some((host) => origin === `http://${host}`);
}
