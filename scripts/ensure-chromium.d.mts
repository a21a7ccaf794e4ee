/** Types for scripts/ensure-chromium.mjs (imported by tests/e2e and scripts/bench-web.mjs). */
export declare const DEFAULT_CHROMIUM: string;
export declare const MISSING_MESSAGE: string;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare function playwrightArgs(): string[];
export declare function chromeLauncherFlags(): string[];
export declare function findChromium(): string | undefined;
export declare function chromiumPath(): string;
export declare function ensureChromium(): string | undefined;
