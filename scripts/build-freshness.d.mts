export declare const BUILD_INPUTS: readonly string[]
export declare function staleBuild(root: string): 'missing' | 'changed' | undefined
