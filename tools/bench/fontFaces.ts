// Fonts must not shift the layout twice or come from elsewhere: self-hosted, font-display: swap.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FontFaces {
  count: number;
  notSwap: number;
  remote: number;
}

export function measureFontFaces(outDir: string, cssFiles: string[]): FontFaces {
  const faces = cssFiles.flatMap((file) =>
    [...readFileSync(join(outDir, file), 'utf8').matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]),
  );
  const notSwap = faces.filter((face) => !/font-display:\s*swap/.test(face)).length;
  const remote = faces.filter((face) => /url\((["']?)(https?:)?\/\//.test(face)).length;
  return { count: faces.length, notSwap, remote };
}
