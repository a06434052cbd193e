/** What the engine loop (engine-loop.ts) runs and the engine states (engine-state.ts) track. */
export interface Engine {
  readonly name: string;
  /** The most items one batch claims; a full batch means there may be more due work. */
  readonly batchSizeMax: number;
  /** Claims and applies one batch of work due at `nowMs`; answers how many items it claimed. */
  runBatch(nowMs: number): Promise<number>;
}
