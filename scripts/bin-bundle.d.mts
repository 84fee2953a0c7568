// the types of scripts/bin-bundle.mjs, for the tests' own build of the command
import type { BuildOptions } from 'esbuild'
export declare const BIN_EXTERNAL: string[]
export declare function binBundleOptions(entry: string, outfile: string): BuildOptions
export declare function finishBinBundle(bundle: string): string
