// Gzip bytes of a lazily imported library (Glide), which the first-load figures leave out.
import { sizeOf } from './measure';
import { readManifest } from './viteManifest';

export function measureDeferredChunkGzip(outDir: string, sourceFragment: string): number {
  const files = Object.entries(readManifest(outDir))
    .filter(([source, chunk]) => chunk.isDynamicEntry && source.includes(sourceFragment))
    .map(([, chunk]) => chunk.file);
  return sizeOf(files, outDir).gzip;
}
