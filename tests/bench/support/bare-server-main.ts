import http from 'node:http';

// The reference of the HTTP and search figures: node:http with nothing in between, answering the same
// JSON body to every request, so a load run against it measures the machine, the client and the loopback.
const body = Buffer.from(process.env.BARE_BODY ?? '"CH"');

http
  .createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(process.env.PORT ?? 0), '127.0.0.1');

process.once('SIGTERM', () => process.exit(0));
