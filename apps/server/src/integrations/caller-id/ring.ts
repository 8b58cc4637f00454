import { parseArgs } from 'node:util';
import { reportIncomingCall } from './device-client';

// A stand-in for a caller-ID box, from a terminal (decision 0024):
//   npx tsx apps/server/src/integrations/caller-id/ring.ts --url http://demo.localhost:3000 \
//     --key cid_… --number 09121111111 [--line 1] [--call-id 42] [--times 2]
// --times sends the same report again, as a box does on every ring (the server answers 200
// "duplicate" for the repeats).

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    host: { type: 'string' },
    key: { type: 'string' },
    number: { type: 'string', default: '' },
    line: { type: 'string' },
    'call-id': { type: 'string' },
    times: { type: 'string', default: '1' },
  },
});

if (!values.key) {
  console.error('--key is required: the line’s device key from Settings › Caller ID');
  process.exit(2);
}
for (let i = 0; i < Number(values.times); i++) {
  const result = await reportIncomingCall({
    baseUrl: values.url!,
    host: values.host,
    key: values.key,
    report: {
      number: values.number!,
      ...(values.line ? { line: Number(values.line) } : {}),
      ...(values['call-id'] ? { callId: values['call-id'] } : {}),
    },
  });
  console.log(result.status, JSON.stringify(result.body));
}
