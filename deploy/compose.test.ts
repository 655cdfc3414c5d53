// Docker cannot run on these machines, so the production files are checked by reading them: the
// services, their wiring, health checks and volumes, and the image's build.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { MULTIPART_BODY_LIMIT } from '../common/body-limits';
import { COMPRESSION_THRESHOLD, isCompressible } from '../gateway/compression';
import { parseConfig } from '../gateway/config';
import { SERVER_NODE_ARGS } from '../gateway/server-command.mjs';
import { KEEP_ALIVE_TIMEOUT_MS } from '../gateway/server';

const root = new URL('../', import.meta.url);
const compose = parse(await readFile(new URL('docker-compose.yml', root), 'utf8'), { merge: true });
const dockerfile = await readFile(new URL('Dockerfile', root), 'utf8');
const nginx = await readFile(new URL('deploy/nginx.conf', root), 'utf8');

const services = compose.services as Record<string, any>;
const apps = ['app1', 'app2'];

/** The environment an app container gets, with the variables compose would ask the user for. */
function appEnvironment(name: string): Record<string, string> {
  const environment = services[name].environment as Record<string, string>;
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [
      key,
      String(value).replace(/\$\{(\w+)(?::[?-]([^}]*))?\}/g, (_match, variable: string) =>
        variable === 'JWT_SECRET'
          ? 'a-long-random-secret-from-openssl-rand-48'
          : variable === 'SEED_ADMIN_PASSWORD'
            ? 'Choose-1-now!'
            : 'admin@repour.local',
      ),
    ]),
  );
}

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, Redis, MinIO with its bucket, two app instances and a proxy', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'db', 'minio', 'minio-init', 'proxy', 'redis']);
    expect(services.db.image).toMatch(/^postgres:/);
    expect(services.redis.image).toMatch(/^redis:/);
    expect(services.minio.image).toMatch(/^minio\/minio/);
    expect(services['minio-init'].command.join(' ')).toContain('mc mb --ignore-existing local/repour-uploads');
    expect(services.proxy.ports).toEqual(['3000:80']);
  });

  it('gives both instances a configuration the app accepts, pointing at the shared services', () => {
    for (const app of apps) {
      const env = appEnvironment(app);
      const config = parseConfig(env);
      expect(new URL(config.databaseUrl!).host).toBe('db:5432');
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.storage).toMatchObject({ driver: 's3', bucket: 'repour-uploads', endpoint: 'http://minio:9000', forcePathStyle: true });
      expect(config.trustProxy).toEqual({ hops: 1 });
      expect(env.S3_ACCESS_KEY_ID).toBe(services.minio.environment.MINIO_ROOT_USER);
      expect(env.S3_SECRET_ACCESS_KEY).toBe(services.minio.environment.MINIO_ROOT_PASSWORD);
      const db = services.db.environment;
      expect(config.databaseUrl).toBe(`postgres://${db.POSTGRES_USER}:${db.POSTGRES_PASSWORD}@db:5432/${db.POSTGRES_DB}`);
    }
    expect(services.app1.environment).toEqual(services.app2.environment);
  });

  it('asks for JWT_SECRET and the admin password instead of shipping defaults', () => {
    expect(services.app1.environment.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(services.app1.environment.SEED_ADMIN_PASSWORD).toMatch(/^\$\{SEED_ADMIN_PASSWORD:\?/);
  });

  it('starts each service after what it needs is healthy, and checks every long-running service', () => {
    for (const app of apps) {
      expect(services[app].depends_on).toEqual({
        db: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        'minio-init': { condition: 'service_completed_successfully' },
      });
      expect(services[app].healthcheck.test.join(' ')).toContain('/readyz');
      expect(services[app].build).toBe('.');
    }
    expect(services.proxy.depends_on).toEqual({ app1: { condition: 'service_healthy' }, app2: { condition: 'service_healthy' } });
    for (const name of ['db', 'redis', 'minio', 'app1', 'app2', 'proxy']) expect(services[name].healthcheck?.test, name).toBeTruthy();
  });

  it('keeps the database and the files on named volumes', () => {
    expect(services.db.volumes).toContain('db-data:/var/lib/postgresql/data');
    expect(services.minio.volumes).toContain('minio-data:/data');
    expect(Object.keys(compose.volumes).sort()).toEqual(['db-data', 'minio-data']);
  });
});

describe('the proxy', () => {
  it('spreads requests over both instances and allows 5 MB uploads', () => {
    expect(nginx).toMatch(/upstream repour \{[^}]*server app1:3000[^}]*server app2:3000/s);
    // Over the app's own limit, so that the app answers an oversized upload in its words (nginx.test.ts).
    expect(Number(/client_max_body_size (\d+)m;/.exec(nginx)?.[1]) * 1024 * 1024).toBeGreaterThan(MULTIPART_BODY_LIMIT);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(services.proxy.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
  });

  it('keeps its connections to the instances open, and lets them go before Node closes them', () => {
    // Without these three, nginx opens a connection a request (HTTP/1.0, or "Connection: close"), and
    // the instance accepts one connection per event-loop turn (decision 0063).
    expect(nginx).toMatch(/upstream repour \{[^}]*keepalive \d+;/s);
    expect(nginx).toMatch(/proxy_http_version 1\.1;/);
    expect(nginx).toMatch(/proxy_set_header Connection "";/);
    // nginx's idle timeout for them is under the server's, so a request is never sent on a connection
    // the instance is closing.
    const idle = /upstream repour \{[^}]*keepalive_timeout (\d+)s;/s.exec(nginx);
    expect(Number(idle?.[1]) * 1000).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('gzips the text the instances leave uncompressed, and passes their own encodings through (decision 0066)', () => {
    expect(nginx).toMatch(/^\s*gzip on;$/m);
    // The instances say Vary: Accept-Encoding themselves (web-app.test.ts); gzip_vary would say it twice.
    expect(nginx).not.toMatch(/^\s*gzip_vary on;$/m);
    // Also when a CDN in front adds a Via header.
    expect(nginx).toMatch(/^\s*gzip_proxied any;$/m);
    const types = /^\s*gzip_types ([^;]+);$/m.exec(nginx)![1].split(/\s+/);
    expect(types).toEqual(
      expect.arrayContaining(['text/css', 'text/javascript', 'application/javascript', 'application/json', 'image/svg+xml']),
    );
    // The types the instances compress themselves, and no event stream (it must go out as it is written).
    for (const type of types) expect(isCompressible(type), type).toBe(true);
    expect(types).not.toContain('text/event-stream');
    expect(Number(/^\s*gzip_min_length (\d+);$/m.exec(nginx)![1])).toBe(COMPRESSION_THRESHOLD);
    // The browser's Accept-Encoding reaches the instances, which send brotli when it allows.
    expect(nginx).not.toMatch(/proxy_set_header Accept-Encoding/i);
  });
});

describe('the Dockerfile', () => {
  it('builds in one stage and runs the gateway, without dev dependencies, as an unprivileged user', () => {
    const stages = dockerfile.match(/^FROM .+$/gm)!;
    expect(stages.length).toBe(2);
    expect(stages[0]).toMatch(/AS build$/);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
    // The server's bundle, built in the build stage, as `npm start` runs it (decision 0061).
    expect(dockerfile).toMatch(/^RUN .*node scripts\/build-server\.mjs.* && npm prune --omit=dev/m);
    // The command line of gateway/server-command.mjs (decision 0063), in exec form.
    const cmd = `CMD [${['node', ...SERVER_NODE_ARGS].map((argument) => JSON.stringify(argument)).join(', ')}]`;
    expect(dockerfile.split('\n')).toContain(cmd);
  });

  it('starts the server with the same command line as `npm start` and the tests', async () => {
    const { scripts } = JSON.parse(await readFile(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`node scripts/build-server.mjs && node ${SERVER_NODE_ARGS.join(' ')}`);
  });

  it('copies everything the gateway imports at run time', async () => {
    for (const folder of ['dist', 'gateway', 'rest-compat', 'common', 'prisma', 'scripts', 'web/dist', 'node_modules']) {
      expect(dockerfile).toContain(`COPY --from=build /app/${folder} ./${folder}`);
    }
    const ignore = await readFile(new URL('.dockerignore', root), 'utf8');
    expect(ignore.split('\n')).toEqual(expect.arrayContaining(['node_modules', 'data', 'dist', 'web/dist', 'gateway/generated']));
  });
});
