/** The admin area's query keys; all under 'admin', so logging out drops every one of them. */
export const adminKeys = {
  all: ['admin'] as const,
  verify: (token: string) => ['admin', 'verify', token] as const,
  stats: ['admin', 'stats'] as const,
  logs: (action: string) => ['admin', 'logs', action] as const,
  logsAll: ['admin', 'logs'] as const,
  outbox: ['admin', 'outbox'] as const,
  outboxMessage: (file: string) => ['admin', 'outbox', 'message', file] as const,
  failedFulfilments: ['admin', 'fulfilments', 'failed'] as const,
};
