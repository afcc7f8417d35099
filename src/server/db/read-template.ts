import { readFileSync } from "node:fs";
import { oncePerKey } from "../../shared/once-per-key";

/**
 * A data directory dump for PGlite's `loadDataDir` (the test apps' migrated template, test-app.ts).
 * PGlite reads it with `arrayBuffer()`, which on a Blob made from the file's bytes streams its 42 MB
 * in chunks: ~0.45 s of CPU per database started, measured, of ~1.7. This Blob hands over a copy
 * of bytes read once per process instead.
 */
class DumpBytes extends Blob {
  constructor(private readonly dump: Buffer) {
    super();
  }

  override get size(): number {
    return this.dump.byteLength;
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.dump;
    return buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer;
  }
}

const dumpOf = oncePerKey((path: string) => readFileSync(path));

/** The dump at `path` as a Blob PGlite can load (the file is read once per process). */
export function readTemplate(path: string): Blob {
  return new DumpBytes(dumpOf(path));
}
