import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/**
 * Fields that may carry personal data or secrets (issue 43): never written, at any level, at the
 * top of a log line's object or one level down (`{ user: { email } }`). Log calls pass ids and
 * counts, not records; this list is the guard for the day one does not. A test writes every one
 * of them and fails if a value reaches the output.
 */
export const redactedFields = [
  'email',
  'password',
  'token',
  'cookie',
  'authorization',
  'set-cookie',
  'phone',
  'phone_number',
  'first_name',
  'last_name',
  'resume_text',
  'cover_letter_text',
  'text',
  'body',
  'secret',
] as const;

const redactPaths = redactedFields.flatMap((field) => {
  const key = /^[a-z_]+$/.test(field) ? field : `["${field}"]`;
  const nested = key.startsWith('[') ? `*${key}` : `*.${key}`;
  return [key, nested];
});

export interface LoggerSettings {
  /** pino's levels, or 'silent'. */
  level?: string;
  /** One readable line per entry (development); JSON lines otherwise. */
  pretty?: boolean;
  /** Where lines go: standard output unless given (tests pass a memory stream). */
  destination?: DestinationStream;
}

/**
 * The one logger (pino): JSON lines a log system can query, with the redaction list above. Each
 * request's lines carry its id through `logger.child({ req_id })`.
 */
export function createLogger(settings: LoggerSettings = {}): Logger {
  const options: LoggerOptions = {
    level: settings.level ?? 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: redactPaths, censor: '[redacted]' },
    formatters: { level: (label) => ({ level: label }) },
  };
  return settings.destination ? pino(options, settings.destination) : pino(options);
}
