import http from 'node:http';
import type { Duplex } from 'node:stream';
import { defaultMessage, messageIn } from '../errors';

/** The status Node itself would answer a request with that its HTTP parser refused. */
function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * The answer to a request the HTTP parser refused (an address over the header limit, a broken request
 * line), in the error contract's JSON rather than Node's bare status line. No request reached the app, so
 * no Host header tells the site: the wording is the default (Swiss) site's, as for an unknown host.
 */
function clientErrorAnswer(code: string | undefined): string {
  const status = clientErrorStatus(code);
  const body = JSON.stringify({ message: messageIn('CH', defaultMessage(status)) });
  return [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Whether an answer is already under way on the socket: bytes of ours written into it would corrupt it.
 * Node keeps the answer in flight as `_httpMessage` and checks the same before its own error answer.
 */
function answerStarted(socket: Duplex): boolean {
  return (
    (socket as Duplex & { _httpMessage?: http.ServerResponse | null })._httpMessage?.headersSent === true
  );
}

/** How long a client that does not read may hold the socket of an error answer. */
const ANSWER_GRACE_MS = 5_000;

/**
 * Node's `clientError` handler: a request its HTTP parser refused gets the error contract's German JSON.
 */
export function onClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // After a reset nobody reads an answer; the parser may also report more data after ours went out.
  if (error.code === 'ECONNRESET' || !socket.writable || answerStarted(socket)) {
    socket.destroy();
    return;
  }
  const cutOff = setTimeout(() => socket.destroy(), ANSWER_GRACE_MS).unref();
  socket.end(clientErrorAnswer(error.code), () => {
    clearTimeout(cutOff);
    socket.destroy();
  });
}
