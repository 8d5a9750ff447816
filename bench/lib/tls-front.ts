import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import proxy from 'http2-proxy';
import selfsigned from 'selfsigned';

/** A TLS front running: its https origin, and how to stop it. */
export interface TlsFront {
  origin: string;
  close: () => Promise<void>;
}

/**
 * What stands between a phone and the portal in a deployment (README, 'Deploying and scaling'):
 * a TLS load balancer, which speaks HTTP/2 to browsers and passes each request on to a server.
 * Here it is a local one, with a certificate made for 127.0.0.1 at start (the browser measuring
 * through it is told to accept it): requests and answers go through untouched (compression and
 * caching are the server's own).
 */
export async function startTlsFront(target: string): Promise<TlsFront> {
  const { hostname, port } = new URL(target);
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const server = http2.createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true });
  server.on('request', (req, res) => {
    void Promise.resolve(proxy.web(req, res, { hostname, port: Number(port) })).catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
