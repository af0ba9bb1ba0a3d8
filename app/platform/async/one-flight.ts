/**
 * One run per key at a time: whoever asks for a key while its run is going gets that run's promise
 * instead of starting another (a picture made once, a manifest matched once).
 */
export function oneFlightPerKey<T>(): (key: string, run: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, run) => {
    let flight = running.get(key);
    if (!flight) {
      flight = run().finally(() => running.delete(key));
      running.set(key, flight);
    }
    return flight;
  };
}
