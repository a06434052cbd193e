/**
 * The server under load for the API benchmark, in its own process so the load generator does not share its event
 * loop: the real app on one port; bare Fastify routes on another as the reference of what this machine can serve
 * at all (one sends a tiny JSON, the other the very bytes of a 2000-candle answer with no plugin, hook or
 * validation, so comparing getKline with it measures our code and not the size of the payload); and a plain
 * node:http server with the same two answers, the cheapest server there is, against which the load generator's own
 * ceiling is measured. Prints the ports as JSON on its first line.
 *
 * With the argument `cold` it starts only the app and asks it nothing, for the cold first-answer bench.
 */
import http from 'node:http';
import Fastify from 'fastify';
import { startBenchApp } from '../support/bench-app';

const cold = process.argv.includes('cold');
const { app } = await startBenchApp({ seedDemo: false });
await app.listen({ port: 0, host: '127.0.0.1' });

const portOf = (address: ReturnType<typeof app.server.address>) =>
  typeof address === 'object' && address ? address.port : 0;

if (cold) {
  process.stdout.write(`${JSON.stringify({ app: portOf(app.server.address()) })}\n`);
} else {
  const klineAnswer = await app.inject({
    method: 'POST',
    url: '/huobi/getKline',
    payload: 'symbol=btcusdt&timer=1min&size=2000',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'gzip' },
  });
  const klineBytes = klineAnswer.rawPayload;
  const tinyBytes = Buffer.from(JSON.stringify({ status: 'ok' }));

  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 'ok' }));
  bare.get('/bare-kline', (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('content-encoding', 'gzip').send(klineBytes),
  );
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const raw = http.createServer((request, response) => {
    const isKline = request.url === '/kline';
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(isKline ? klineBytes.length : tinyBytes.length),
      ...(isKline ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(isKline ? klineBytes : tinyBytes);
  });
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));

  process.stdout.write(
    `${JSON.stringify({
      app: portOf(app.server.address()),
      bare: portOf(bare.server.address()),
      raw: portOf(raw.address()),
    })}\n`,
  );
}
