/** The port, database and outbox of an end-to-end run; runs on other ports keep their own. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA = E2E_PORT === 3210 ? ".data/e2e" : `.data/e2e-${E2E_PORT}`;
export const MAIL_DIR = `${E2E_DATA}-mail`;
/** The local payment provider's webhook secret on the test server. */
export const LOCAL_PAYMENTS_SECRET = "local-payments-secret-for-tests";
