// Where the benchmark data lives: its own PostgreSQL database, never the demo data.

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/repour_bench';

/** BENCH_DATABASE_URL (default repour_bench on the local server) and its database name. */
export function benchDatabase(): { url: string; name: string } {
  const url = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL;
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  // The generator drops and recreates this database: refuse anything not named for the benchmark.
  if (!/^repour_bench[a-z0-9_]*$/.test(name)) {
    throw new Error(`BENCH_DATABASE_URL must name a database called repour_bench... (got "${name}"); it is dropped and recreated.`);
  }
  return { url, name };
}

/** The value of `--name value` or `--name=value` on the command line. */
export function argument(name: string): string | undefined {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    if (args[i] === `--${name}`) return args[i + 1];
    if (args[i].startsWith(`--${name}=`)) return args[i].slice(name.length + 3);
  }
  return undefined;
}
