/** Misconfiguration messages: to console.error, once per element and problem, prefixed `<tag>:` so hosts can grep. */
const logged = new WeakMap<Element, Set<string>>();

export function reportOnce(host: Element, problem: string, message: string): void {
  let problems = logged.get(host);
  if (problems === undefined) {
    problems = new Set();
    logged.set(host, problems);
  }
  if (problems.has(problem)) return;
  problems.add(problem);
  console.error(`<${host.localName}>: ${message}`);
}
