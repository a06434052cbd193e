/**
 * A minimal SMTP server on a free local port that accepts every mail and keeps its raw text: enough of RFC 5321
 * (greeting, EHLO, MAIL, RCPT, DATA, QUIT) for nodemailer to deliver to it, with no STARTTLS and no AUTH offered.
 */
import net from 'node:net';

export interface SmtpSink {
  port: number;
  /** Each delivered mail's DATA section: headers and body as sent. */
  messages: string[];
  close(): Promise<void>;
}

function answer(socket: net.Socket, line: string, state: { data: string[] | undefined }, messages: string[]) {
  if (state.data) {
    if (line === '.') {
      messages.push(state.data.join('\r\n'));
      state.data = undefined;
      socket.write('250 2.0.0 queued\r\n');
    } else state.data.push(line);
    return;
  }
  const verb = line.slice(0, 4).toUpperCase();
  if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink.test\r\n');
  else if (verb === 'DATA') {
    state.data = [];
    socket.write('354 end with <CRLF>.<CRLF>\r\n');
  } else if (verb === 'QUIT') socket.end('221 2.0.0 bye\r\n');
  else socket.write('250 2.0.0 ok\r\n');
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const state: { data: string[] | undefined } = { data: undefined };
    let pending = '';
    socket.on('data', (chunk: string) => {
      pending += chunk;
      for (let end = pending.indexOf('\r\n'); end >= 0; end = pending.indexOf('\r\n')) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        answer(socket, line, state, messages);
      }
    });
    socket.write('220 sink.test ESMTP\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The SMTP sink has no port.');
  return {
    port: address.port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
