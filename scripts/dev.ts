// npm run dev: the gateway (restarted on change) and Vite's dev server with hot reload, which proxies
// /graphql, /api and /uploads to the gateway. Open the Vite URL it prints.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'gateway/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development', PORT: process.env.PORT ?? '3000' },
  }),
  spawn('npx', ['vite', '--host'], { stdio: 'inherit', env: process.env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
