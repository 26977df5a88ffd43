// `npm run dev`: the API on 3001 reloading on change (tsx watch) and Vite on PORT (default 3000),
// which proxies /api to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const procs = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', STATIC_DIR: '' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000', '--host'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', () => stop());
