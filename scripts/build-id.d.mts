export declare const BUILD_INPUTS: string[]
export declare function sourceBuildId(root?: string, env?: NodeJS.ProcessEnv): string
export declare function sourceTimestamp(root?: string, env?: NodeJS.ProcessEnv): number
