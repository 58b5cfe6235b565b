// A tripwire under every socket the test process opens: a connection to anything but this
// machine's loopback is recorded and never made (the socket fails at once). The SSRF tests use
// it twice over: it proves the guard refused before connecting, and it keeps a test run against
// unguarded code from sending a single packet to a private or metadata address.
import net from 'node:net';

export interface Tripwire {
  /** Destinations that something tried to connect to and that were stopped. */
  stopped: string[];
  /** Every destination that something connected to (loopback only, by construction). */
  connected: string[];
  restore(): void;
}

function destination(args: unknown[]): { host: string; port: string; path?: string } {
  // net.connect hands Socket#connect its normalized arguments: [[options, callback]].
  const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; port?: number | string; path?: string };
    return {
      host: options.host ?? 'localhost',
      port: String(options.port ?? ''),
      path: options.path,
    };
  }
  return { host: typeof args[1] === 'string' ? args[1] : 'localhost', port: String(first) };
}

function loopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

export function installTripwire(): Tripwire {
  const original = net.Socket.prototype.connect;
  const stopped: string[] = [];
  const connected: string[] = [];
  net.Socket.prototype.connect = function guarded(this: net.Socket, ...args: unknown[]) {
    const { host, port, path } = destination(args);
    if (path || loopback(host)) {
      if (!path) connected.push(`${host}:${port}`);
      return (original as (...a: unknown[]) => net.Socket).apply(this, args);
    }
    stopped.push(`${host}:${port}`);
    process.nextTick(() => this.destroy(new Error(`tripwire: no connection to ${host}:${port}`)));
    return this;
  } as typeof original;
  return {
    stopped,
    connected,
    restore: () => {
      net.Socket.prototype.connect = original;
    },
  };
}
