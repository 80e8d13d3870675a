export declare const E2E_PORT: number;
export declare const E2E_EMBEDDER_PORT: number;
export declare const E2E_ENV: Record<string, string>;
