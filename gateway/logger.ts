import pino, { type Logger } from 'pino';

/** Structured JSON logs; secrets never reach them (see the redact paths). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword', '*.currentPassword', '*.token'],
      censor: '[redacted]',
    },
  });
}
