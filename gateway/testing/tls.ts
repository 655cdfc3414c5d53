// A certificate for the local machine, made for tests and benches that run the gateway over HTTPS (its
// HTTP/2, decision 0087). No browser or client trusts it by itself: tests pass it as their `ca`, and
// Chromium trusts it by its public key's hash (--ignore-certificate-errors-spki-list), nothing else.
import { createHash, createPublicKey } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface LocalCertificate {
  cert: string;
  key: string;
  /** base64 of the SHA-256 of the public key (SPKI, DER): what Chromium's SPKI allow-list names. */
  spkiHash: string;
}

export async function localCertificate(): Promise<LocalCertificate> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    // An elliptic-curve key: made in a few milliseconds, where RSA's takes a busy machine a second.
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 2 * 24 * 3600 * 1000),
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const spki = createPublicKey(pems.cert).export({ type: 'spki', format: 'der' });
  return { cert: pems.cert, key: pems.private, spkiHash: createHash('sha256').update(spki).digest('base64') };
}

/** The certificate written as cert.pem and key.pem in `dir`, with the variables that make the gateway serve HTTPS with it. */
export async function writeLocalCertificate(
  dir: string,
): Promise<LocalCertificate & { env: { TLS_CERT_FILE: string; TLS_KEY_FILE: string } }> {
  const certificate = await localCertificate();
  const env = { TLS_CERT_FILE: path.join(dir, 'cert.pem'), TLS_KEY_FILE: path.join(dir, 'key.pem') };
  await writeFile(env.TLS_CERT_FILE, certificate.cert);
  await writeFile(env.TLS_KEY_FILE, certificate.key, { mode: 0o600 });
  return { ...certificate, env };
}
