import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Structured JSON logs; secrets never reach them: the app logs no headers or bodies (see
 * gateway/security/request-log.ts), and the redact paths catch them should an object carry one.
 * `destination` is stdout unless given (tests capture the lines).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword', '*.currentPassword', '*.token'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
