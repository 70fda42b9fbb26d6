/** The ports the journeys' hosts listen on: the usual host, and the one before the real API's stand-in. */
export const hostPort = Number(process.env.E2E_PORT ?? 3100);
export const standInPort = Number(process.env.E2E_STAND_IN_PORT ?? hostPort + 1);
/**
 * The loopback source fixture of the source journeys (packages/mock-api/test/support/sourceFixture.ts):
 * its open host on this port, its closed host on the next.
 */
export const sourceFixturePort = Number(process.env.E2E_SOURCE_PORT ?? hostPort + 10);
