/** Types for scripts/built-server.mjs (imported by tests/e2e and scripts/bench-web.mjs). */

/** The project's root directory (absolute, with a trailing slash). */
export declare const PROJECT_ROOT: string;
/** `dist/server/main.js` of the project's own build (absolute). */
export declare const SERVER_ENTRY: string;

export type StartOptions = {
  /** Extra variables for the server, applied last (they override the defaults). */
  env?: Record<string, string>;
  /** How long to wait for GET /readyz to answer 200; default 60 000. */
  readyTimeoutMs?: number;
  /** NODE_ENV of the server; default 'test'. */
  nodeEnv?: 'production' | 'test' | 'development';
  /** Names the temporary directory (msoul-<label>-…) and prefixes the crash message. */
  label?: string;
  /** Appends everything the server writes (stdout and stderr) to this file. */
  logFile?: string;
  /** Options for node itself, before the entry (e.g. `--cpu-prof`, not allowed in NODE_OPTIONS). */
  nodeArgs?: string[];
};

export type RunningServer = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseURL: string;
  /** The throwaway DATA_DIR; removed by stop(). */
  dataDir: string;
  /** The server's SECRET_KEY, for local commands on the same DATA_DIR (the admin CLI). */
  secretKey: string;
  /** Stops the server's process group (SIGTERM, SIGKILL after 8 s) and removes its files. */
  stop: () => Promise<void>;
  /** Kills the process group at once (SIGKILL, as a crash would) and keeps its files. */
  kill: () => Promise<void>;
  /** Sends a signal to the server process alone (e.g. SIGTERM, to test a graceful shutdown). */
  sendSignal: (signal: NodeJS.Signals) => void;
  /** Settles when the server process exits, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export declare function freePort(): Promise<number>;
export declare function startBuiltServer(options?: StartOptions): Promise<RunningServer>;
