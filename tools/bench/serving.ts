// The built site served as a static host serves it (the site's own server, with its precompressed
// copies) for the length of one measurement.
import { startServer } from '../../src/cli/serve';

/** Serves `outDir` on a free port while `work` runs, then stops. */
export async function serving<T>(outDir: string, work: (baseUrl: string) => Promise<T>): Promise<T> {
  const server = await startServer(0, outDir);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    return await work(`http://localhost:${port}`);
  } finally {
    server.close();
  }
}
