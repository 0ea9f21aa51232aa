import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on this machine for the tests: records every push and answers each
 * path with the status the test gives it (201 by default, as real push services do).
 * `next()` resolves with the next push to arrive: tests wait for it, never for time.
 */
export async function fakePushService() {
  const received: PushRequest[] = [];
  const waiting: ((request: PushRequest) => void)[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      res.writeHead(statuses.get(path) ?? 201).end();
      const request = { path, headers: req.headers, body: Buffer.concat(chunks) };
      const waiter = waiting.shift();
      if (waiter) waiter(request);
      else received.push(request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** A fresh endpoint of this service; `status` is what it answers pushes with. */
    endpoint(status = 201) {
      const path = `/push/${randomBytes(8).toString('hex')}`;
      statuses.set(path, status);
      return `${origin}${path}`;
    },
    next: () =>
      new Promise<PushRequest>((resolve) => {
        const early = received.shift();
        if (early) resolve(early);
        else waiting.push(resolve);
      }),
    /** Pushes that arrived and no test took with `next`. */
    unclaimed: () => received.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription (RFC 8291): its key pair and auth secret, and the decryption. */
export function fakeBrowser() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    /** Decrypts an aes128gcm body (RFC 8188 with the keys of RFC 8291), one record. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 2, then zero padding.
      let end = padded.length - 1;
      while (end > 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
