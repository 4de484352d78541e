/**
 * One line of the doctor's second table (./pools.ts): a route (an egress, a session, a service
 * of the platform's), its kind and its state, never an address, a proxy URL or a cookie.
 */
export interface PoolRow {
  route: string;
  kind: string;
  state: string;
}
