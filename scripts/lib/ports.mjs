// Ports for the test servers on 127.0.0.1: a given one must be free (a server already there would be
// tested instead of this build), else any free one.
import { createServer } from 'node:net';

/** Resolves with the port once it could be bound on 127.0.0.1 (0: any free port), else with null. */
export function bind(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

/**
 * The port named by the environment variable `name` when it is set (it must be a free port, and so
 * must the `extra` ports after it), else a free one. Exits with one line naming the variable when
 * that cannot be.
 */
export async function portFromEnv(name, what, extra = 0) {
  const requested = process.env[name];
  if (requested === undefined || requested === '') {
    const port = await bind(0);
    if (port !== null) return port;
    console.error(`${what}: no free port on 127.0.0.1; set ${name} to a free port.`);
    process.exit(1);
  }
  const wanted = Number(requested);
  if (!Number.isInteger(wanted) || wanted <= 0 || wanted + extra > 65535) {
    console.error(`${name}=${requested} is not a port number.`);
    process.exit(1);
  }
  for (let port = wanted; port <= wanted + extra; port += 1) {
    if ((await bind(port)) === null) {
      console.error(`${what}: port ${port} (${name}${port === wanted ? '' : ` + ${port - wanted}`}) is taken; free it or set ${name} to a free port.`);
      process.exit(1);
    }
  }
  return wanted;
}
