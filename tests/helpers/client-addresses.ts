/**
 * A fresh client address per request for app.inject, under one private /16 per test file, so
 * that the per-address rate limits count only what one request does.
 */
export function clientAddresses(secondOctet: number): () => { remoteAddress: string } {
  let n = 0;
  return () => {
    n += 1;
    return { remoteAddress: `10.${secondOctet}.${Math.floor(n / 250)}.${n % 250}` };
  };
}
