import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

const messageOf = (env: Record<string, string>) => {
  try {
    parseConfig(env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe('configuration', () => {
  it('starts from sensible defaults: port 3000, the embedded database and local uploads in ./data', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      storage: { driver: 'local', dir: path.resolve('./data/uploads') },
      redisUrl: undefined,
      seedDemoData: true,
      trustProxy: { hops: 0 },
      corsOrigins: [],
      embeddedSharedBuffers: '16MB',
      tls: undefined,
    });
    expect(parseConfig({ EMBEDDED_SHARED_BUFFERS: '1GB' }).embeddedSharedBuffers).toBe('1GB');
  });

  it('recomputes the Weekly Top 10 every 5 minutes unless told otherwise, from every second to every hour', () => {
    expect(parseConfig({}).weeklyTop10RefreshSeconds).toBe(300);
    expect(parseConfig({ WEEKLY_TOP10_REFRESH_SECONDS: '2' }).weeklyTop10RefreshSeconds).toBe(2);
    for (const wrong of ['0', '3601', '1.5', 'often'])
      expect(messageOf({ WEEKLY_TOP10_REFRESH_SECONDS: wrong })).toMatch(/WEEKLY_TOP10_REFRESH_SECONDS:/);
  });

  it("reads TRUST_PROXY as trusted hops (true is one) or the proxies' addresses", () => {
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1 });
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual({ hops: 0 });
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8,172.16.0.1' }).trustProxy).toEqual({ proxies: ['10.0.0.0/8', '172.16.0.1'] });
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', JWT_SECRET: ' ', REDIS_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      jwtSecret: undefined,
      redisUrl: undefined,
    });
  });

  it('names the variable of every wrong value', () => {
    expect(messageOf({ PORT: 'eighty' })).toMatch(/PORT:/);
    expect(messageOf({ PORT: '70000' })).toMatch(/PORT:/);
    expect(messageOf({ DATABASE_URL: 'mysql://x' })).toMatch(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(messageOf({ JWT_SECRET: 'short' })).toMatch(/JWT_SECRET: must be at least 32 characters/);
    expect(messageOf({ SEED_ADMIN_EMAIL: 'not-an-email' })).toMatch(/SEED_ADMIN_EMAIL: must be an email address/);
    expect(messageOf({ SEED_DEMO_DATA: 'yes' })).toMatch(/SEED_DEMO_DATA:/);
    expect(messageOf({ STORAGE_DRIVER: 'ftp' })).toMatch(/STORAGE_DRIVER:/);
    expect(messageOf({ REDIS_URL: 'localhost:6379' })).toMatch(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(messageOf({ LOG_LEVEL: 'chatty' })).toMatch(/LOG_LEVEL:/);
    expect(messageOf({ EMBEDDED_SHARED_BUFFERS: 'lots' })).toMatch(/EMBEDDED_SHARED_BUFFERS: must be a size from 1MB to 4GB/);
    expect(messageOf({ EMBEDDED_SHARED_BUFFERS: '512kB' })).toMatch(/EMBEDDED_SHARED_BUFFERS:/);
    expect(messageOf({ EMBEDDED_SHARED_BUFFERS: '8GB' })).toMatch(/EMBEDDED_SHARED_BUFFERS:/);
    expect(messageOf({ TRUST_PROXY: 'yes' })).toMatch(/TRUST_PROXY: must be true, false, a number of proxy hops/);
  });

  it('lists every problem at once, and says the app did not start', () => {
    const message = messageOf({ PORT: 'x', DATABASE_URL: 'x' })!;
    expect(message).toMatch(/^Invalid configuration, so Repour did not start:/);
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL/);
  });

  it('needs a bucket and credentials for S3 storage', () => {
    const message = messageOf({ STORAGE_DRIVER: 's3' })!;
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(message).toContain(`${name}: is required when STORAGE_DRIVER=s3`);
    const config = parseConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('needs a shared JWT_SECRET and a PostgreSQL server when instances share Redis', () => {
    const message = messageOf({ REDIS_URL: 'redis://redis:6379' })!;
    expect(message).toContain('JWT_SECRET: is required when REDIS_URL is set');
    expect(message).toContain('DATABASE_URL: is required when REDIS_URL is set');
    expect(
      parseConfig({ REDIS_URL: 'redis://redis:6379', JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://db/repour' }).redisUrl,
    ).toBe('redis://redis:6379');
  });

  it('reads the allowed browser origins as a list', () => {
    expect(parseConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('serves HTTPS only with both a certificate and its key', () => {
    expect(messageOf({ TLS_CERT_FILE: 'tls/cert.pem' })).toContain('TLS_KEY_FILE: is required with TLS_CERT_FILE or TLS_KEY_FILE');
    expect(messageOf({ TLS_KEY_FILE: 'tls/key.pem' })).toContain('TLS_CERT_FILE: is required with TLS_CERT_FILE or TLS_KEY_FILE');
    expect(parseConfig({ TLS_CERT_FILE: 'tls/cert.pem', TLS_KEY_FILE: 'tls/key.pem' }).tls).toEqual({
      certFile: path.resolve('tls/cert.pem'),
      keyFile: path.resolve('tls/key.pem'),
    });
  });
});
