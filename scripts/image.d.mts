// the types of scripts/image.mjs, for the tests that build and run the image
export declare const IMAGE_NAME: string
export declare const IMAGE_DEV: string
export declare const IMAGE_VERSIONED: string
export declare function podmanEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv
export declare function podmanMissing(env?: NodeJS.ProcessEnv): string | undefined
export declare function stage(): string
export declare function buildImage(options?: { base?: string; env?: NodeJS.ProcessEnv }): {
  id: string
  created: boolean
  base: string
}
