// Vite's build manifest (source → emitted chunk), which tells the benchmark what a page loads.
import { readFileSync } from 'node:fs';
import { clientManifestPath } from '../../src/site-generator/siteFolder';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isDynamicEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(clientManifestPath(outDir), 'utf8')) as Manifest;
}
