import { describe, expect, it } from 'vitest';
import { routeOfHash } from './portal-hash-router';

describe("the portal's hash routes", () => {
  it('are the hashes that start with #/', () => {
    expect(routeOfHash('#/stream/main?z=1')).toEqual({ pathname: '/stream/main', search: '?z=1' });
    expect(routeOfHash('')).toEqual({ pathname: '/' });
    expect(routeOfHash('#')).toEqual({ pathname: '/' });
  });

  it("leave the host page's anchors alone", () => {
    expect(routeOfHash('#section')).toBeNull();
    expect(routeOfHash('#top-of-page')).toBeNull();
  });
});
