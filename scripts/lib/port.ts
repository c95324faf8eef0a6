// Refuses to start a server on a port that is already taken: the readiness poll would otherwise
// succeed against whatever is listening there (e.g. another engineer's wrangler dev).
import net from 'node:net';

export function assertPortFree(port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} on ${host} is already in use; stop that server or choose another port`)
          : error,
      );
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
