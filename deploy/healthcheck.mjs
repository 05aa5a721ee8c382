// Container health check of every Node service: GET /readyz on the service's own port. The app image has
// no curl; Node's fetch does the same. Exit 0 when ready, 1 otherwise.
const url = process.argv[2] ?? `http://127.0.0.1:${process.env.PORT ?? 3000}/readyz`;
try {
  const res = await fetch(url, { signal: AbortSignal.timeout(4_000) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
