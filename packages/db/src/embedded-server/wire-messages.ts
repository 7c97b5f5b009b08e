/**
 * Framing of PostgreSQL's frontend/backend protocol (version 3), just enough to cut a client's
 * byte stream into messages and to find where a unit of work ends: the server below hands
 * PGlite's one session to one connection at a time, from a message that starts a unit to the
 * ReadyForQuery that ends it.
 */

/** The special first messages, which have a length and a code instead of a type byte. */
export const SSL_REQUEST = 80877103;
export const GSSENC_REQUEST = 80877104;
export const CANCEL_REQUEST = 80877102;
export const PROTOCOL_3 = 196608;

export type FrontendMessage =
  | { kind: 'startup'; bytes: Uint8Array }
  | { kind: 'ssl-request' }
  | { kind: 'cancel-request' }
  | { kind: 'typed'; type: string; bytes: Uint8Array };

/**
 * Takes the complete messages at the start of `buffer`: the first messages of a connection have
 * no type byte (`started` false), every later one has. Returns them and the bytes left over.
 */
export function takeMessages(
  buffer: Buffer,
  started: boolean,
): { messages: FrontendMessage[]; rest: Buffer; started: boolean } {
  const messages: FrontendMessage[] = [];
  let offset = 0;
  while (true) {
    if (!started) {
      if (buffer.length - offset < 8) break;
      const length = buffer.readInt32BE(offset);
      const code = buffer.readInt32BE(offset + 4);
      if (length < 8 || buffer.length - offset < length) break;
      const bytes = buffer.subarray(offset, offset + length);
      offset += length;
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) messages.push({ kind: 'ssl-request' });
      else if (code === CANCEL_REQUEST) messages.push({ kind: 'cancel-request' });
      else {
        messages.push({ kind: 'startup', bytes: Uint8Array.from(bytes) });
        started = true;
      }
      continue;
    }
    if (buffer.length - offset < 5) break;
    const length = buffer.readInt32BE(offset + 1);
    if (length < 4 || buffer.length - offset < length + 1) break;
    const bytes = buffer.subarray(offset, offset + length + 1);
    messages.push({
      kind: 'typed',
      type: String.fromCharCode(buffer[offset] ?? 0),
      bytes: Uint8Array.from(bytes),
    });
    offset += length + 1;
  }
  return { messages, rest: buffer.subarray(offset), started };
}

/**
 * Whether a frontend message closes a unit of work: a simple Query, a Sync, or the connection's
 * startup (each answered with ReadyForQuery), or a Flush (answered with what is pending, the
 * unit going on after it). Parse, Bind, Describe, Execute and Close wait for their Sync.
 */
export function endsUnit(type: string): boolean {
  return type === 'Q' || type === 'S' || type === 'H';
}

/**
 * The transaction status of the last ReadyForQuery ('Z') in a backend answer: 'I' idle, 'T' in
 * a transaction block, 'E' in a failed one; undefined when the answer holds none (after a Flush).
 */
export function lastReadyStatus(answer: Uint8Array): string | undefined {
  let status: string | undefined;
  let offset = 0;
  const view = new DataView(answer.buffer, answer.byteOffset, answer.byteLength);
  while (answer.length - offset >= 5) {
    const type = answer[offset];
    const length = view.getInt32(offset + 1);
    if (length < 4) break;
    if (type === 0x5a && length === 5 && offset + 5 < answer.length)
      status = String.fromCharCode(answer[offset + 5] ?? 0);
    offset += length + 1;
  }
  return status;
}

/** A simple Query message for `sql` (the server's own clean-up statements). */
export function queryMessage(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const message = Buffer.alloc(5 + text.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

/** A Sync message: ends whatever extended-protocol exchange a dropped client left open. */
export const SYNC_MESSAGE = Uint8Array.from([0x53, 0, 0, 0, 4]);
