import type { LoggerOptions } from 'pino';

/**
 * pino options for the process. Request logging is done by http/request-log.ts; the redaction
 * list is a second line of defence for anything that slips into a log object.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    base: undefined,
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.token',
        '*.secret',
        '*.email',
        '*.phone',
        'password',
        'token',
        'secret',
        'email',
        'phone',
      ],
      censor: '[redacted]',
    },
  };
}
