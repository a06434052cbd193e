/**
 * The server under load for the API benchmark, in its own process so the load generator does not share its event
 * loop: the real app on one port, and bare Fastify routes on another as the reference of what this machine can
 * serve at all: one sends a tiny JSON, the other the very bytes of a 2000-candle answer with no plugin, hook or
 * validation, so that comparing getKline with it measures our code and not the size of the payload. Prints the
 * two ports as JSON on its first line.
 */
import Fastify from 'fastify';
import { startBenchApp } from '../support/bench-app';

const { app } = await startBenchApp({ seedDemo: false });
await app.listen({ port: 0, host: '127.0.0.1' });

const klineAnswer = await app.inject({
  method: 'POST',
  url: '/huobi/getKline',
  payload: 'symbol=btcusdt&timer=1min&size=2000',
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'gzip' },
});
const klineBytes = klineAnswer.rawPayload;

const bare = Fastify();
bare.get('/bare', async () => ({ status: 'ok' }));
bare.get('/bare-kline', (_request, reply) =>
  reply.type('application/json; charset=utf-8').header('content-encoding', 'gzip').send(klineBytes),
);
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (address: ReturnType<typeof app.server.address>) =>
  typeof address === 'object' && address ? address.port : 0;
process.stdout.write(
  `${JSON.stringify({ app: portOf(app.server.address()), bare: portOf(bare.server.address()) })}\n`,
);
