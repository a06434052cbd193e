/** Types of scripts/build-stamps.mjs (plain JavaScript, as it runs before anything is compiled). */
export type BuildPart = 'catalogs' | 'client' | 'server';

export declare const buildParts: Record<BuildPart, { sources: string[]; output: string | undefined }>;

export interface BuildState {
  sourcesDigest(sources: readonly string[]): string;
  /** Why `part` must be built, or undefined when its output is current. */
  staleReason(part: BuildPart): string | undefined;
  writeStamp(part: BuildPart, digest?: string): void;
}

export declare function buildState(root: string): BuildState;
export declare const projectRoot: string;
export declare const sourcesDigest: BuildState['sourcesDigest'];
export declare const staleReason: BuildState['staleReason'];
export declare const writeStamp: BuildState['writeStamp'];
