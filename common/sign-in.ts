/**
 * How a sign-in pass travels (server/accounts/sign-in-pass.ts): the mailed link opens the
 * login page with it in the query, and the page sends it with the sign-in in a header.
 */
export const SIGN_IN_PASS_PARAM = "pass";
export const SIGN_IN_PASS_HEADER = "x-sign-in-pass";
