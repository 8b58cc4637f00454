import { fork, spawn } from 'node:child_process';
import path from 'node:path';
import { runLoad } from './load';
import { MENU_PATH, REQUEST_HEADERS, type ServerReady } from './menu-protocol';
const child = fork(path.join(import.meta.dirname, 'menu-server.ts'), ['postgres'], { execArgv: ['--import', 'tsx', '--perf-basic-prof'] });
const ready = await new Promise<ServerReady>((r) => child.once('message', (m) => r(m as ServerReady)));
for (const [name, port] of [['cached', ready.cachedPort], ['fixed', ready.fixedPort], ['cached2', ready.cachedPort], ['fixed2', ready.fixedPort]] as const) {
  await runLoad({ host: '127.0.0.1', port, path: MENU_PATH, headers: REQUEST_HEADERS, connections: 100, seconds: 3 });
  const tracer = spawn('perf', ['record', '-F', '2000', '-g', '-p', String(child.pid), '-o', `/tmp/stracemenu/${name}.perf`], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 300));
  const res = await runLoad({ host: '127.0.0.1', port, path: MENU_PATH, headers: REQUEST_HEADERS, connections: 100, seconds: 4 });
  tracer.kill('SIGINT');
  await new Promise((r) => tracer.once('exit', r));
  console.log(name, Math.round(res.rps), res.total);
}
child.send('stop');
