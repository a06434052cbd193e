/**
 * Node has the WebAssembly global, but @types/node 20 does not declare it (TypeScript declares it in lib.dom, which
 * the server's project leaves out on purpose). This declares the one call the server makes (db/pglite-wasm.ts).
 */
declare namespace WebAssembly {
  // Opaque here, as in esbuild's own declaration of it: the server only hands a compiled module to PGlite.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Module {}
  function compile(bytes: Uint8Array): Promise<Module>;
}
